import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** A new page starts at its top; back and forward keep the browser's own scroll restoration. */
export function useScrollToTop() {
  const { pathname } = useLocation();
  const type = useNavigationType();
  useEffect(() => {
    if (type !== 'POP') window.scrollTo(0, 0);
  }, [pathname, type]);
}
