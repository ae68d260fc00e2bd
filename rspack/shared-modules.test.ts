import path from 'node:path';
import { REPO_ROOT } from './app-options';
import { SHARED_LIBRARIES, SHARED_SINGLETONS, sharedConfig } from './shared-modules';

// What federation negotiates at start-up: each shared entry is a round of registration hooks in
// every app on the page (docs/decisions/027-interactive-as-fast-as-react-alone.md), so only what
// must be one copy a page is shared: the libraries and the stateful modules of shared.

const expected = [...SHARED_LIBRARIES, ...SHARED_SINGLETONS.map((name) => `@freight/shared/${name}`)].sort();

test.each(['shell', 'mfe-marketing', 'mfe-quote', 'mfe-careers', 'mfe-blog', 'mfe-staff'])(
  '%s shares the libraries and the stateful modules of shared, each as a singleton, and nothing else',
  (app) => {
    const shared = sharedConfig(app === 'shell', false, path.join(REPO_ROOT, app));
    expect(Object.keys(shared).sort()).toEqual(expected);
    expect(Object.values(shared).every((item) => item.singleton)).toBe(true);
  },
);

test('the shell brings with its entry the stateful modules its own modules import, at any depth, and not the article sanitizer', () => {
  const shared = sharedConfig(true, false, path.join(REPO_ROOT, 'shell'));
  // The shell imports the namespace gate, which imports namespace.ts, which imports ready.ts: all
  // three are taken synchronously while the entry starts.
  for (const name of ['web/i18n/namespace-gate', 'web/i18n/namespace', 'web/i18n/ready'])
    expect(shared[`@freight/shared/${name}`]?.eager, name).toBe(true);
  expect(shared['@freight/shared/web/html/sanitize']?.eager).toBe(false);
});
