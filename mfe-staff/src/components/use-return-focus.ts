import { useState } from 'react';

/**
 * The element focused when a dialog was opened, and a way to focus it again once the dialog is gone.
 * Our dialogs unmount as they close (their state lives in the address), so the shared Dialog's own
 * return of focus, which happens on a change of `open`, does not run.
 */
export function useReturnFocus() {
  const [opener] = useState(() =>
    typeof document !== 'undefined' && document.activeElement instanceof HTMLElement ? document.activeElement : null,
  );
  return () => {
    requestAnimationFrame(() => {
      if (opener?.isConnected) opener.focus();
    });
  };
}
