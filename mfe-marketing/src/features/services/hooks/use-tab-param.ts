import { useEffect, useState } from 'react';
import { useHref, useLocation } from 'react-router-dom';
import { TAB_PARAM } from '../service-tabs';

function tabIn(search: string, ids: readonly string[]): string | undefined {
  const requested = new URLSearchParams(search).get(TAB_PARAM);
  return ids.find((id) => id === requested) ?? ids[0];
}

/**
 * The open tab, read from `?tab=` (an unknown or missing value opens the
 * first tab) and written back to the address as the visitor switches, so a
 * copied link or a reload shows the same tab.
 *
 * Written with history.replaceState, not a router navigation: switching tabs
 * is not a new page (no history entry, and the layout's scroll-to-top on
 * navigation must not run). A link to another tab of the same page is a
 * navigation, and is followed.
 */
export function useTabParam(ids: readonly string[]): [string | undefined, (id: string) => void] {
  const location = useLocation();
  // The address as the browser shows it: the router's pathname lacks the language prefix (its basename).
  const address = useHref(location.pathname);
  const [selected, setSelected] = useState(() => tabIn(location.search, ids));

  // biome-ignore lint/correctness/useExhaustiveDependencies(location.key): a navigation to the same address reads the tab again.
  useEffect(() => {
    setSelected(tabIn(location.search, ids));
    // A navigation (its key) or another page's ids: read the address again.
  }, [location.key, location.search, ids]);

  function select(id: string) {
    setSelected(id);
    const params = new URLSearchParams(window.location.search);
    params.set(TAB_PARAM, id);
    window.history.replaceState(window.history.state, '', `${address}?${params.toString()}${window.location.hash}`);
  }

  return [selected, select];
}
