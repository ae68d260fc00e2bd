// @vitest-environment jsdom
import { expect, test, vi } from 'vitest';
import { TAP_KEEPER_CSP_SOURCE, TAP_KEEPER_SCRIPT, writeTapKeeper } from './tap-keeper';

// The keeper runs once in this document, as in a page.
// biome-ignore lint/security/noGlobalEval: the test runs the very text the page carries.
(0, eval)(TAP_KEEPER_SCRIPT);

/** A page of one button and one form, not yet hydrated. */
function page() {
  document.body.innerHTML =
    '<div id="root"><button type="button">Full load</button><form><button type="submit">Send</button></form></div>';
  const button = document.querySelector('button[type="button"]') as HTMLButtonElement;
  const form = document.querySelector('form') as HTMLFormElement;
  return { button, form };
}

/** React's fibers, as far as the keeper reads them: a tree up to the root (tag 3). */
interface Fiber {
  tag: number;
  flags: number;
  alternate: Fiber | null;
  return: Fiber | null;
}
const HYDRATING = 4096;
const fiber = (parent: Fiber | null, flags = 0): Fiber => ({ tag: 5, flags, alternate: null, return: parent });
const committedRoot = (): Fiber => {
  const root: Fiber = { tag: 3, flags: 0, alternate: null, return: null };
  root.alternate = { ...root, alternate: root };
  return root;
};

/** What React does when it hydrates an element and commits it: its props and its fiber on it. */
const hydrate = (element: Element, props: object, node: Fiber = fiber(fiber(committedRoot()))) =>
  Object.assign(element, { __reactProps$test: props, __reactFiber$test: node });

test('a click before hydration is replayed on the same button once React has hydrated it, once', async () => {
  vi.useFakeTimers();
  const { button } = page();
  const clicks = vi.fn();
  button.click();
  button.click();
  button.addEventListener('click', clicks);
  vi.advanceTimersByTime(200);
  expect(clicks).not.toHaveBeenCalled();
  hydrate(button, {});
  vi.advanceTimersByTime(100);
  expect(clicks).toHaveBeenCalledTimes(1);
  vi.advanceTimersByTime(1000);
  expect(clicks).toHaveBeenCalledTimes(1);
  vi.useRealTimers();
});

test('a form submitted before hydration is held, then submitted once hydrated', () => {
  vi.useFakeTimers();
  const { form } = page();
  const submitted = vi.fn((event: Event) => event.preventDefault());
  form.requestSubmit();
  form.addEventListener('submit', submitted);
  expect(submitted).not.toHaveBeenCalled();
  hydrate(form, {});
  vi.advanceTimersByTime(100);
  expect(submitted).toHaveBeenCalledTimes(1);
  vi.useRealTimers();
});

test('a form sent while React renders its hydration, props attached but not committed, is held until the commit', () => {
  vi.useFakeTimers();
  const { form } = page();
  const submitted = vi.fn((event: Event) => event.preventDefault());
  form.addEventListener('submit', submitted);
  // Rendered in slices: the page's part still flagged Hydrating, as React leaves it until its commit.
  const part = fiber(committedRoot(), HYDRATING);
  hydrate(form, { onSubmit: () => undefined }, fiber(fiber(part)));
  const sent = new Event('submit', { bubbles: true, cancelable: true });
  form.dispatchEvent(sent);
  // Not sent as HTML (the page would have left for a 404 with the password in its body).
  expect(sent.defaultPrevented).toBe(true);
  vi.advanceTimersByTime(200);
  expect(submitted).toHaveBeenCalledTimes(1);
  // Committed: the flag is gone, and the form is submitted again, once.
  part.flags = 0;
  vi.advanceTimersByTime(100);
  expect(submitted).toHaveBeenCalledTimes(2);
  vi.advanceTimersByTime(1000);
  expect(submitted).toHaveBeenCalledTimes(2);
  vi.useRealTimers();
});

test('a click on a button rendered but not committed is kept too; one of a tree React re-rendered since counts as hydrated', () => {
  vi.useFakeTimers();
  const { button } = page();
  const clicks = vi.fn();
  button.addEventListener('click', clicks);
  const part = fiber(committedRoot(), HYDRATING);
  hydrate(button, {}, fiber(part));
  button.click();
  expect(clicks).toHaveBeenCalledTimes(1);
  part.flags = 0;
  vi.advanceTimersByTime(100);
  expect(clicks).toHaveBeenCalledTimes(2);
  // A fiber with an alternate has been committed before: its click is React's, not kept.
  const again = fiber(part);
  again.alternate = { ...again, alternate: again };
  hydrate(button, {}, again);
  button.click();
  vi.advanceTimersByTime(200);
  expect(clicks).toHaveBeenCalledTimes(3);
  vi.useRealTimers();
});

test('the page carries the script its CSP hash names', () => {
  const html = writeTapKeeper('<html><head><title>x</title></head></html>');
  expect(html).toContain(`<head><script>${TAP_KEEPER_SCRIPT}</script><title>`);
  expect(TAP_KEEPER_CSP_SOURCE).toMatch(/^'sha256-[A-Za-z0-9+/]+=*'$/);
});

test('a tap is replayed when its button hydrates within 30 s of the tap, however late that is after the page started; an older one is dropped', () => {
  vi.useFakeTimers();
  document.body.innerHTML =
    '<div id="root"><button type="button">Ouvrir le menu</button><button type="button">Langue</button></div>';
  const [menu, language] = [...document.querySelectorAll('button')] as HTMLButtonElement[];
  if (!menu || !language) throw new Error('no buttons');
  const clicks = vi.fn();
  menu.addEventListener('click', () => '__reactProps$test' in menu && clicks('menu'));
  language.addEventListener('click', () => '__reactProps$test' in language && clicks('language'));
  // A busy phone: the menu tapped 10 s after the keeper started, hydrated 35 s after it.
  vi.advanceTimersByTime(10_000);
  menu.click();
  vi.advanceTimersByTime(25_000);
  hydrate(menu, {});
  vi.advanceTimersByTime(100);
  expect(clicks.mock.calls).toEqual([['menu']]);
  // A button still not hydrated 30 s after its tap: the tap is not replayed when it is.
  language.click();
  vi.advanceTimersByTime(30_100);
  hydrate(language, {});
  vi.advanceTimersByTime(1_000);
  expect(clicks.mock.calls).toEqual([['menu']]);
  vi.useRealTimers();
});
