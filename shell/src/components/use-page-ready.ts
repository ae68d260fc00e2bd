import { useEffect } from 'react';

/** The attribute of <html> set once the page's own part (a remote's routes, or the not-found page) runs in the browser. */
export const PAGE_READY_ATTRIBUTE = 'data-page-ready';

/**
 * Marks the page as running: a page rendered on the server shows its content
 * before its scripts have hydrated it (docs/decisions/013-server-rendering.md),
 * and its buttons answer only from then on. The browser journeys wait for it.
 */
export function usePageReady() {
  useEffect(() => {
    document.documentElement.setAttribute(PAGE_READY_ATTRIBUTE, '');
  }, []);
}
