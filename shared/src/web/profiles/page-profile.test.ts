import { readProfileName } from './page-profile';

afterEach(() => {
  for (const meta of document.head.querySelectorAll('meta[name="site-profile"]')) meta.remove();
});

function setMeta(content: string) {
  const meta = document.createElement('meta');
  meta.name = 'site-profile';
  meta.content = content;
  document.head.append(meta);
}

test('readProfileName reads the page meta, defaulting to freight', () => {
  expect(readProfileName()).toBe('freight');
  setMeta('electrical');
  expect(readProfileName()).toBe('electrical');
});

test('readProfileName falls back on an unknown profile and outside a browser', () => {
  setMeta('bakery');
  expect(readProfileName()).toBe('freight');
  document.head.querySelector('meta[name="site-profile"]')?.remove();
  setMeta('electrical');
  expect(readProfileName(null)).toBe('freight');
});
