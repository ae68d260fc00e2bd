import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** The attribute the server marks its schema.org blocks with (server/src/site/head-tags.ts). */
export const SERVER_DATA_SELECTOR = 'script[type="application/ld+json"][data-server]';

/**
 * The server's schema.org data describes the page it sent: once the router
 * shows another page, it is removed, so no page carries another's data.
 */
export function useServerDataCleanup() {
  const { pathname } = useLocation();
  const first = useRef(pathname);
  useEffect(() => {
    if (pathname === first.current) return;
    for (const script of document.querySelectorAll(SERVER_DATA_SELECTOR)) script.remove();
  }, [pathname]);
}
