import { remoteForPath } from './remote-for-path';

test.each([
  ['/', 'mfe_marketing'],
  ['/about', 'mfe_marketing'],
  ['/contact', 'mfe_marketing'],
  ['/certification', 'mfe_marketing'],
  ['/legal-notice', 'mfe_marketing'],
  ['/privacy', 'mfe_marketing'],
  ['/service/maintenance', 'mfe_marketing'],
  ['/transport/adr', 'mfe_marketing'],
  ['/cotation', 'mfe_quote'],
  ['/jobOffers', 'mfe_careers'],
  ['/blog', 'mfe_blog'],
  ['/blog/12', 'mfe_blog'],
])('%s belongs to %s', (path, remote) => {
  expect(remoteForPath(path)).toBe(remote);
});

test.each(['/nowhere', '/toString', '/__proto__', '/constructor', '/jobs'])('%s belongs to no remote', (path) => {
  expect(remoteForPath(path)).toBeUndefined();
});
