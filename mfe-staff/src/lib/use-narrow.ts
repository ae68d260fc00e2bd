import { useSyncExternalStore } from 'react';
import { MOBILE_BREAKPOINT } from '@freight/shared/core/constants';

// A phone's width: where a list shows as cards rather than a table (the site's breakpoint).
const QUERY = `(max-width: ${MOBILE_BREAKPOINT - 1}px)`;

const media = () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(QUERY) : null);

function subscribe(onChange: () => void): () => void {
  const list = media();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/** True under the site's mobile breakpoint; false where the width cannot be asked (tests, server). */
export function useNarrow(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => media()?.matches ?? false,
    () => false,
  );
}
