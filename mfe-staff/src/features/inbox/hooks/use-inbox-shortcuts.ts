import { useEffect, useRef } from 'react';

// The inbox's keyboard shortcuts (issue 38): j/k move the focus between the rows' links, o/a/r/e act
// on the focused row, ? opens the help. A key typed into a field, with a modifier, or while a dialog
// is open is left alone.

export type RowAction = 'open' | 'assign' | 'reply' | 'archive';

const ROW_KEYS: Record<string, RowAction> = { o: 'open', a: 'assign', r: 'reply', e: 'archive' };
const TYPING = 'input, textarea, select, [contenteditable]:not([contenteditable="false"])';
/** The attribute each row's link carries, holding its reference. */
export const ROW_ATTRIBUTE = 'data-inbox-row';

function rowLinks(): HTMLElement[] {
  return Array.from(document.querySelectorAll<HTMLElement>(`[${ROW_ATTRIBUTE}]`));
}

export function useInboxShortcuts(handlers: {
  onRow: (action: RowAction, reference: string) => void;
  onHelp: () => void;
}) {
  // The latest handlers, without listening again at each render.
  const latest = useRef(handlers);
  latest.current = handlers;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
      if (event.target instanceof Element && event.target.closest(TYPING)) return;
      if (document.querySelector('[role="dialog"]')) return;
      const links = rowLinks();
      const active = document.activeElement;
      const focused = active instanceof HTMLElement ? links.indexOf(active) : -1;
      if (event.key === '?') {
        event.preventDefault();
        latest.current.onHelp();
      } else if (event.key === 'j' || event.key === 'k') {
        event.preventDefault();
        const step = event.key === 'j' ? 1 : -1;
        const next = focused === -1 ? 0 : Math.min(links.length - 1, Math.max(0, focused + step));
        links[next]?.focus();
      } else if (ROW_KEYS[event.key] && focused !== -1) {
        const reference = links[focused]?.getAttribute(ROW_ATTRIBUTE);
        if (!reference) return;
        event.preventDefault();
        latest.current.onRow(ROW_KEYS[event.key] as RowAction, reference);
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
}
