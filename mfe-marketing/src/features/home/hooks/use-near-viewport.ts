import { useEffect, useState } from 'react';

/**
 * Becomes true, once and for good, when the element comes within `margin` of
 * the viewport: the home page's carousels (and embla) are downloaded only then.
 * Without IntersectionObserver (very old browsers, which also lack what embla
 * needs) it stays false and the reserved space stays as it is.
 */
export function useNearViewport<T extends Element>(margin = '400px') {
  const [node, setNode] = useState<T | null>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    if (near || !node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [node, near, margin]);

  return [setNode, near] as const;
}
