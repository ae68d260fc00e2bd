import { createHash } from 'node:crypto';

/**
 * The first script of every page, inline in its <head>: a tap, click or key on a button of the
 * server's HTML before React has hydrated that button is kept and replayed on it once it has; a
 * form submitted before then is held (not sent as a plain GET) and submitted again then. Links
 * need nothing: they work as HTML. A button counts as hydrated once React has attached its props
 * to it and committed them (a hydration rendered in slices attaches them first, and a form sent
 * in between went out as HTML); a click React itself hydrates and handles at once is not replayed
 * (docs/decisions/027-interactive-as-fast-as-react-alone.md, "No tap lost"). A tap is kept for 30 s
 * from when it was made, not from the page's start: a busy phone may hydrate later than that.
 * Plain ES2017 in a string: it runs before any bundle, and its hash goes into the CSP.
 */
export const TAP_KEEPER_SCRIPT = `(function () {
  var kept = [];
  var timer = 0;
  var KEEP_MS = 30000;
  // React attaches an element's props and fiber while it renders the hydration, in slices, and
  // handles its events only once that is committed: the check React's own events make
  // (getNearestMountedFiber: no new fiber up the tree still flagged Placement or Hydrating).
  function committed(fiber) {
    var nearest = fiber;
    var node = fiber;
    for (var next = fiber; next && !next.alternate; next = node['return']) {
      node = next;
      if (node.flags & 4098) nearest = node['return'];
    }
    while (node['return']) node = node['return'];
    return node.tag === 3 && nearest === fiber;
  }
  function hydrated(el) {
    var props = false;
    var fiber = null;
    for (var key in el) {
      if (key.indexOf('__reactProps$') === 0) props = true;
      else if (key.indexOf('__reactFiber$') === 0) fiber = el[key];
    }
    return props && !!fiber && committed(fiber);
  }
  function inPage(el) {
    var root = document.getElementById('root');
    return !!root && root.contains(el);
  }
  function keep(entry) {
    entry.until = Date.now() + KEEP_MS;
    kept = kept.filter(function (k) { return k.el !== entry.el; });
    kept.push(entry);
    if (!timer) timer = setInterval(replay, 50);
  }
  function replay() {
    var waiting = [];
    var now = Date.now();
    for (var i = 0; i < kept.length; i++) {
      var k = kept[i];
      if (!k.el.isConnected) continue;
      if (!hydrated(k.el)) { if (now < k.until) waiting.push(k); continue; }
      if (k.submitter !== undefined) k.el.requestSubmit(k.submitter && k.submitter.isConnected ? k.submitter : undefined);
      else k.el.click();
    }
    kept = waiting;
    if (!kept.length) { clearInterval(timer); timer = 0; }
  }
  addEventListener('click', function (event) {
    var target = event.target instanceof Element ? event.target : null;
    var el = target && target.closest('button, [role="button"], summary');
    if (!el || !inPage(el) || hydrated(el) || el.disabled) return;
    if (el.type === 'submit' && el.form) return;
    var entry = { el: el };
    keep(entry);
    // React hydrates and handles some clicks itself (its listener on #root runs before this one).
    addEventListener('click', function handled() {
      removeEventListener('click', handled);
      if (hydrated(el)) kept = kept.filter(function (k) { return k !== entry; });
    });
  }, true);
  addEventListener('submit', function (event) {
    var form = event.target;
    if (!(form instanceof HTMLFormElement) || !inPage(form) || hydrated(form)) return;
    event.preventDefault();
    keep({ el: form, submitter: event.submitter || null });
  }, true);
})();`;

/** The script's CSP source: the page runs it while script-src stays 'self'. */
export const TAP_KEEPER_CSP_SOURCE = `'sha256-${createHash('sha256').update(TAP_KEEPER_SCRIPT).digest('base64')}'`;

/** index.html with the keeper as the first thing in <head>, before any content a tap can reach. */
export function writeTapKeeper(html: string): string {
  // A function, so that the script's `$'` is not read as a replacement pattern.
  return html.replace(/<head>/, () => `<head><script>${TAP_KEEPER_SCRIPT}</script>`);
}
