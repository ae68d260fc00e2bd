import { countRetry, entryUrlForAttempt, forgetRemoteCode, remoteCodeRan } from './forget-remote';

afterEach(() => {
  const globals = globalThis as unknown as Record<string, unknown>;
  delete globals.rspackChunkmfe_blog;
  delete globals.mfe_blog;
  delete globals.__GLOBAL_LOADING_REMOTE_ENTRY__;
  document.head.innerHTML = '';
});

test('a remote has run once its container exists, not when only its chunks were preloaded', () => {
  expect(remoteCodeRan('mfe_blog')).toBe(false);
  (globalThis as unknown as Record<string, unknown>).rspackChunkmfe_blog = [];
  expect(remoteCodeRan('mfe_blog')).toBe(false);
  (globalThis as unknown as Record<string, unknown>).mfe_blog = { get: () => undefined, init: () => undefined };
  expect(remoteCodeRan('mfe_blog')).toBe(true);
  expect(remoteCodeRan('mfe_quote')).toBe(false);
});

test('forgetting a remote drops its stalled entry script, its pending load and its chunk registry, nothing else', () => {
  const globals = globalThis as unknown as Record<string, unknown>;
  globals.rspackChunkmfe_blog = [[[828], {}]];
  globals.__GLOBAL_LOADING_REMOTE_ENTRY__ = {
    'mfe_blog:http://cdn.example/blog/remoteEntry.js': Promise.resolve(),
    'mfe_quote:http://localhost/remotes/mfe-quote/remoteEntry.js': Promise.resolve(),
  };
  for (const src of [
    'http://cdn.example/blog/remoteEntry.js',
    'http://localhost/remotes/mfe-quote/remoteEntry.js',
    'http://localhost/static/js/main.js',
  ]) {
    const script = document.createElement('script');
    script.src = src;
    document.head.append(script);
  }

  for (const href of ['http://cdn.example/blog/static/css/routes.css', 'http://localhost/locales/fr/common.json']) {
    const hint = document.createElement('link');
    hint.rel = 'preload';
    hint.href = href;
    document.head.append(hint);
  }

  forgetRemoteCode('mfe_blog', 'http://cdn.example/blog/mf-manifest.json');

  expect(globals.rspackChunkmfe_blog).toBeUndefined();
  expect(Object.keys(globals.__GLOBAL_LOADING_REMOTE_ENTRY__ as object)).toEqual([
    'mfe_quote:http://localhost/remotes/mfe-quote/remoteEntry.js',
  ]);
  expect(Array.from(document.querySelectorAll('script')).map((s) => s.src)).toEqual([
    'http://localhost/remotes/mfe-quote/remoteEntry.js',
    'http://localhost/static/js/main.js',
  ]);
  expect(Array.from(document.querySelectorAll('link')).map((l) => l.href)).toEqual([
    'http://localhost/locales/fr/common.json',
  ]);
});

test('a retried remote fetches its entry from a URL of its own, so it never joins a stalled request', () => {
  const entry = 'http://cdn.example/blog/remoteEntry.js';
  expect(entryUrlForAttempt('mfe_careers', entry)).toBe(entry);
  countRetry('mfe_careers');
  expect(entryUrlForAttempt('mfe_careers', entry)).toBe(`${entry}?retry=1`);
  countRetry('mfe_careers');
  expect(entryUrlForAttempt('mfe_careers', `${entry}?v=3`)).toBe(`${entry}?v=3&retry=2`);
  expect(entryUrlForAttempt('mfe_quote', entry)).toBe(entry);
});
