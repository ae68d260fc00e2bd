import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { readToastDismissal, readToastMessage, TOAST_EVENT } from '@freight/shared/web/ui/toast-event';
import type { ToastHostProps } from '@freight/shared/web/ui/toast';

type HostModule = { default: ComponentType<ToastHostProps> };

const loadToastHost = (): Promise<HostModule> =>
  import('@freight/shared/web/ui/toast').then((mod) => ({ default: mod.ToastHost }));
const DefaultToastHost = lazy(loadToastHost);

/**
 * What the slot holds until the host listens: every toast and dismissal in the
 * order raised, so a success that replaces an error raised a moment before
 * (the host still downloading) replaces it, rather than being lost.
 */
class PendingToasts {
  hostListening = false;
  readonly details: unknown[] = [];

  /** Called by the host once its own listener is on: from then on it hears every event itself. */
  readonly take = (): unknown[] => {
    this.hostListening = true;
    return this.details.splice(0);
  };
}

export interface ToastSlotProps {
  /** The host's module; tests give a slower one to stand for a download. */
  loadHost?: () => Promise<HostModule>;
}

/**
 * The page's toast host, downloaded with the first toast rather than with
 * every page. The slot listens until the host does, so no event falls between
 * the two (docs/product-rules.md#toasts-and-dialogs).
 */
export function ToastSlot({ loadHost }: ToastSlotProps) {
  const [needed, setNeeded] = useState(false);
  const [pending] = useState(() => new PendingToasts());
  const [Host] = useState(() => (loadHost ? lazy(loadHost) : DefaultToastHost));
  useEffect(() => {
    function onToast(event: CustomEvent<unknown>) {
      if (pending.hostListening) return;
      if (readToastDismissal(event.detail) !== null) {
        pending.details.push(event.detail);
      } else if (readToastMessage(event.detail)) {
        pending.details.push(event.detail);
        setNeeded(true);
      }
    }
    window.addEventListener(TOAST_EVENT, onToast);
    return () => window.removeEventListener(TOAST_EVENT, onToast);
  }, [pending]);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Host takePending={pending.take} />
    </Suspense>
  );
}
