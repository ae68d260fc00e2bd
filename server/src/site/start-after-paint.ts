import { createHash } from 'node:crypto';

/** The data block that lists the page's scripts and early fetches, in the order they were written. */
export const START_LIST_ID = 'start-after-paint';

/** How long one task may spend creating the list's elements before it lets the browser in. */
export const START_SLICE_MS = 8;

/**
 * The page's scripts are fetched once its HTML is parsed and painted, not while it is: the server's
 * HTML, with its styles written in, is the page the visitor reads, and on a slow network its own
 * bytes and the hero picture then have the line to themselves. The shell's entry (`defer` in the
 * built index.html) and the preloads of its chunks, the remote's and the texts are written as a
 * list (writeStartAfterPaint) that this script turns back into the same elements, in the same
 * order, after the first contentful paint once the document is parsed. A tap before then is kept
 * by the tap keeper (tap-keeper.ts); links and forms work as HTML
 * (docs/decisions/027-interactive-as-fast-as-react-alone.md, "Scripts after the first paint").
 * A page that never paints (opened hidden, in a background tab) starts when it is shown or after
 * two seconds at most. Plain ES2017 in a string: its hash goes into the CSP.
 */
export const START_AFTER_PAINT_SCRIPT = `(function () {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var list = document.getElementById('${START_LIST_ID}');
    var items = list ? JSON.parse(list.textContent || '[]') : [];
    var i = 0;
    // Each element starts a fetch, some milliseconds each on a slow phone: a slice of the list at a
    // time, the browser free between slices. Scripts still run in the list's order (async = false).
    function slice() {
      var until = performance.now() + ${START_SLICE_MS};
      do append(items[i++]);
      while (i < items.length && performance.now() < until);
      if (i < items.length) setTimeout(slice, 0);
    }
    if (items.length) slice();
  }
  function append(item) {
    var el;
    if (item.script) {
      el = document.createElement('script');
      el.async = false;
    } else {
      el = document.createElement('link');
      el.rel = 'preload';
      el.setAttribute('as', item.as);
      el.setAttribute('fetchpriority', 'low');
    }
    if (item.crossorigin) el.crossOrigin = 'anonymous';
    if (item.script) el.src = item.href;
    else el.href = item.href;
    document.head.appendChild(el);
  }
  function painted(then) {
    var paints = performance.getEntriesByType ? performance.getEntriesByType('paint') : [];
    for (var i = 0; i < paints.length; i++) if (paints[i].name === 'first-contentful-paint') return then();
    if (typeof PerformanceObserver !== 'function' || !(PerformanceObserver.supportedEntryTypes || []).includes('paint'))
      return requestAnimationFrame(function () { setTimeout(then, 0); });
    var observer = new PerformanceObserver(function (entries) {
      if (entries.getEntriesByName('first-contentful-paint').length) { observer.disconnect(); then(); }
    });
    observer.observe({ type: 'paint', buffered: true });
    document.addEventListener('visibilitychange', function () {
      if (document.visibilityState === 'visible') requestAnimationFrame(function () { setTimeout(then, 0); });
    });
    setTimeout(then, 2000);
  }
  function parsed() { painted(start); }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', parsed);
  else parsed();
})();`;

/** The script's CSP source. */
export const START_AFTER_PAINT_CSP_SOURCE = `'sha256-${createHash('sha256').update(START_AFTER_PAINT_SCRIPT).digest('base64')}'`;

export interface StartItem {
  href: string;
  /** A preload's destination (`script`, `fetch`); absent for a script to run. */
  as?: string;
  script?: true;
  crossorigin?: true;
}

const SCRIPT_TAG = /<script\b([^>]*)\bsrc="([^"]+)"([^>]*)><\/script>/g;
const PRELOAD_TAG = /<link\b[^>]*\brel="preload"[^>]*>/g;
const attribute = (tag: string, name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1];

/**
 * The page's <head> with its external scripts and its preloads of scripts and data written as the
 * list START_AFTER_PAINT_SCRIPT starts, and that script after the tap keeper. The preload of a
 * picture stays: it is what the first paint shows.
 */
export function writeStartAfterPaint(html: string): string {
  const headEnd = html.indexOf('</head>');
  if (headEnd < 0) return html;
  const scripts: StartItem[] = [];
  const preloads: StartItem[] = [];
  let head = html.slice(0, headEnd);
  head = head.replace(SCRIPT_TAG, (tag, _before: string, href: string) => {
    // Only the entry the build writes with `defer`: a script that must run during the parse stays.
    if (!/\bdefer\b/.test(tag) || /\btype="module"/.test(tag)) return tag;
    scripts.push({ href, script: true, ...(/\bcrossorigin\b/.test(tag) ? { crossorigin: true } : {}) });
    return '';
  });
  head = head.replace(PRELOAD_TAG, (tag) => {
    const as = attribute(tag, 'as');
    const href = attribute(tag, 'href');
    if ((as !== 'script' && as !== 'fetch') || !href) return tag;
    preloads.push({ href, as, ...(/\bcrossorigin\b/.test(tag) ? { crossorigin: true } : {}) });
    return '';
  });
  if (!scripts.length && !preloads.length) return html;
  // The entry first (it ran after the parse anyway, `defer`), then the preloads in their order.
  const json = JSON.stringify([...scripts, ...preloads]).replace(/</g, '\\u003c');
  const block = `<script type="application/json" id="${START_LIST_ID}">${json}</script><script>${START_AFTER_PAINT_SCRIPT}</script>`;
  return `${head}${block}${html.slice(headEnd)}`;
}
