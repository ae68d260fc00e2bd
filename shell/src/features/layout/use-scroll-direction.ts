import { useEffect, useState } from 'react';

/**
 * True while the header should show: at the top of the page or after
 * scrolling up; false after scrolling down past the header's height.
 */
export function useHeaderVisible(threshold = 120): boolean {
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    let last = window.scrollY;
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const y = window.scrollY;
        if (y <= threshold) setVisible(true);
        else if (Math.abs(y - last) > 4) setVisible(y < last);
        last = y;
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, [threshold]);
  return visible;
}
