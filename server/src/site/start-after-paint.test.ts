// @vitest-environment jsdom
import { afterEach, expect, test, vi } from 'vitest';
import {
  START_AFTER_PAINT_CSP_SOURCE,
  START_AFTER_PAINT_SCRIPT,
  START_LIST_ID,
  START_SLICE_MS,
  writeStartAfterPaint,
} from './start-after-paint';

const HEAD =
  '<head><script>keeper()</script><title>t</title>' +
  '<script defer src="/static/js/main.1a.js"></script>' +
  '<link rel="stylesheet" href="/static/css/main.css">' +
  '<link rel="preload" href="/static/js/216.router.js" as="script" fetchpriority="low">' +
  '<link rel="preload" href="/remotes.json" as="fetch" crossorigin="anonymous" fetchpriority="low">' +
  '<link rel="preload" as="image" type="image/avif" fetchpriority="high" imagesrcset="/hero-480.avif 480w">' +
  '</head><body><div id="root"><p>Le texte</p></div></body>';

function listOf(html: string) {
  const match = new RegExp(`<script type="application/json" id="${START_LIST_ID}">([^<]*)</script>`).exec(html);
  return match ? JSON.parse(match[1]!) : null;
}

test("the entry and the preloads of scripts and data become the list, in order; the picture's preload and the styles stay", () => {
  const html = writeStartAfterPaint(HEAD);
  expect(listOf(html)).toEqual([
    { href: '/static/js/main.1a.js', script: true },
    { href: '/static/js/216.router.js', as: 'script' },
    { href: '/remotes.json', as: 'fetch', crossorigin: true },
  ]);
  expect(html).not.toContain('<script defer');
  expect(html).not.toContain('as="script"');
  expect(html).not.toContain('as="fetch"');
  expect(html).toContain('<link rel="stylesheet" href="/static/css/main.css">');
  expect(html).toContain('as="image"');
  // The inline script the CSP allows by its hash comes right after the list, in <head>.
  expect(html).toContain(`</script><script>${START_AFTER_PAINT_SCRIPT}</script></head>`);
  expect(html).toContain('<script>keeper()</script>');
  expect(START_AFTER_PAINT_CSP_SOURCE).toMatch(/^'sha256-[A-Za-z0-9+/]+=*'$/);
  // A page without scripts is left as it is.
  expect(writeStartAfterPaint('<head><title>t</title></head>')).toBe('<head><title>t</title></head>');
});

/** The page's <head> in this document, with the list, and the script run on it. */
function run(list: object[]) {
  document.head.innerHTML = `<script type="application/json" id="${START_LIST_ID}">${JSON.stringify(list)}</script>`;
  // biome-ignore lint/security/noGlobalEval: the test runs the very text the page carries.
  (0, eval)(START_AFTER_PAINT_SCRIPT);
}
const created = () =>
  [...document.head.children]
    .filter((el) => el.id !== START_LIST_ID)
    .map((el) =>
      el instanceof HTMLScriptElement
        ? `script ${el.getAttribute('src')} async=${el.async}`
        : `${el.getAttribute('rel')} ${el.getAttribute('href')} ${el.getAttribute('as')} ${el.getAttribute('fetchpriority')} ${el.getAttribute('crossorigin') ?? ''}`.trim(),
    );
const LIST = [
  { href: '/static/js/main.1a.js', script: true },
  { href: '/static/js/216.router.js', as: 'script' },
  { href: '/remotes.json', as: 'fetch', crossorigin: true },
];
const CREATED = [
  'script /static/js/main.1a.js async=false',
  'preload /static/js/216.router.js script low',
  'preload /remotes.json fetch low anonymous',
];

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

test('nothing is fetched before the first contentful paint; then every item, in order, once', () => {
  vi.useFakeTimers();
  let observed: ((entries: { getEntriesByName(name: string): unknown[] }) => void) | undefined;
  class PaintObserver {
    static supportedEntryTypes = ['paint'];
    constructor(callback: typeof observed) {
      observed = callback;
    }
    observe() {}
    disconnect() {}
  }
  vi.stubGlobal('PerformanceObserver', PaintObserver);
  run(LIST);
  vi.advanceTimersByTime(1500);
  expect(created()).toEqual([]);
  observed!({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) });
  expect(created()).toEqual(CREATED);
  // The safety timer and a later paint do not start anything twice.
  vi.advanceTimersByTime(3000);
  observed!({ getEntriesByName: () => [{}] });
  expect(created()).toEqual(CREATED);
});

test('a page that never paints (opened hidden) starts after two seconds at most', () => {
  vi.useFakeTimers();
  class PaintObserver {
    static supportedEntryTypes = ['paint'];
    observe() {}
    disconnect() {}
  }
  vi.stubGlobal('PerformanceObserver', PaintObserver);
  run(LIST);
  vi.advanceTimersByTime(1999);
  expect(created()).toEqual([]);
  vi.advanceTimersByTime(1);
  expect(created()).toEqual(CREATED);
});

test('a page already painted starts at once; a browser without paint timing starts after the next frame', async () => {
  const paints = vi
    .spyOn(performance, 'getEntriesByType')
    .mockReturnValue([{ name: 'first-contentful-paint' } as PerformanceEntry]);
  run(LIST);
  expect(created()).toEqual(CREATED);
  paints.mockReturnValue([]);
  vi.stubGlobal('PerformanceObserver', undefined);
  run(LIST);
  expect(created()).toEqual([]);
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(created()).toEqual(CREATED);
  paints.mockRestore();
});

test('on a slow device the list is created a slice at a time, the browser free between slices, in order', () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  vi.spyOn(performance, 'getEntriesByType').mockReturnValue([{ name: 'first-contentful-paint' } as PerformanceEntry]);
  // Each element takes longer than a slice: one element a task.
  let now = 0;
  vi.spyOn(performance, 'now').mockImplementation(() => {
    now += START_SLICE_MS;
    return now;
  });
  run(LIST);
  expect(created()).toEqual(CREATED.slice(0, 1));
  vi.advanceTimersToNextTimer();
  expect(created()).toEqual(CREATED.slice(0, 2));
  vi.advanceTimersToNextTimer();
  expect(created()).toEqual(CREATED);
  expect(vi.getTimerCount()).toBe(0);
  vi.restoreAllMocks();
});
