import { lazy, Suspense, useEffect, useState } from 'react';
import { readToastMessage, TOAST_EVENT, type ToastMessage } from '@freight/shared/web/ui/toast-event';

const ToastHost = lazy(() => import('@freight/shared/web/ui/toast').then((mod) => ({ default: mod.ToastHost })));

const pending: ToastMessage[] = [];
const takePending = () => pending.splice(0);

/**
 * The page's toast host, downloaded with the first toast rather than with
 * every page: until then, messages wait here and the host shows them as soon
 * as it is listening.
 */
export function ToastSlot() {
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    if (needed) return;
    function onToast(event: CustomEvent<unknown>) {
      const message = readToastMessage(event.detail);
      if (!message) return;
      pending.push(message);
      setNeeded(true);
    }
    window.addEventListener(TOAST_EVENT, onToast);
    return () => window.removeEventListener(TOAST_EVENT, onToast);
  }, [needed]);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ToastHost takePending={takePending} />
    </Suspense>
  );
}
