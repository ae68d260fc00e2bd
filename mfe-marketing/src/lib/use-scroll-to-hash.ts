import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Opening /about#valeurs directly: the browser looks for #valeurs before the
 * remote has rendered it, so the page scrolls to it once it exists. The
 * section's scroll-margin keeps it clear of the fixed header, and the
 * theme's scroll-behavior honours prefers-reduced-motion.
 */
export function useScrollToHash() {
  const { hash } = useLocation();
  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    if (!id) return;
    const target = document.getElementById(id);
    // jsdom and very old browsers lack scrollIntoView.
    if (target && typeof target.scrollIntoView === 'function') target.scrollIntoView({ block: 'start' });
  }, [hash]);
}
