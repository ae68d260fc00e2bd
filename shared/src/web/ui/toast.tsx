import { useCallback, useEffect, useRef, useState } from 'react';
import { Toast } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { directionOf } from '../../core/constants';
import { VisuallyHidden } from './visually-hidden';
import styles from './toast.module.css';
import {
  readToastDismissal,
  readToastMessage,
  TOAST_EVENT,
  type ToastMessage,
  type ToastVariant,
} from '@freight/shared/web/ui/toast-event';

/** A toast is dismissed by a drag over 80% of its width (docs/product-rules.md#toasts-and-dialogs). */
export const SWIPE_RATIO = 0.8;
/** Used until a toast is measured: 80% of the 360 px a toast has on desktop. */
const DEFAULT_SWIPE_THRESHOLD = 288;

interface ToastEntry extends Omit<ToastMessage, 'id'> {
  id: number;
  /** The message's own id (ToastMessage.id), when it has one. */
  topic?: string;
  open: boolean;
}

export interface ToastHostProps {
  /** Time before a toast closes by itself, paused while hovered, focused or the window is in the background. */
  duration?: number;
  /** Toasts shown at once; older ones make room. */
  max?: number;
  /**
   * Toasts and dismissals raised before the host was there (it may load on the first toast), in
   * their order; called once the host listens, so the caller can stop holding them.
   */
  takePending?: () => unknown[];
}

/**
 * The page's single toast region (radix Toast Provider + Viewport), mounted
 * once by the shell. Listens for `freight:toast` events raised by showToast().
 */
export function ToastHost({ duration = 5000, max = 4, takePending }: ToastHostProps) {
  const { t, i18n } = useTranslation('ui');
  const [toasts, setToasts] = useState<ToastEntry[]>([]);
  const [swipeThreshold, setSwipeThreshold] = useState(DEFAULT_SWIPE_THRESHOLD);
  const nextId = useRef(0);

  useEffect(() => {
    function add(message: ToastMessage) {
      nextId.current += 1;
      const { id: topic, ...text } = message;
      const entry: ToastEntry = { ...text, id: nextId.current, topic, open: true };
      setToasts((list) => {
        // Closed entries have finished (or are finishing) their exit: drop them here,
        // with the toast this one replaces (same topic: a form's error, then its success).
        const shown = list.filter((toast) => toast.open && (topic === undefined || toast.topic !== topic));
        return [...shown.slice(Math.max(0, shown.length - max + 1)), entry];
      });
    }
    function take(detail: unknown) {
      const dismissed = readToastDismissal(detail);
      if (dismissed) {
        setToasts((list) => list.map((toast) => (toast.topic === dismissed ? { ...toast, open: false } : toast)));
        return;
      }
      const message = readToastMessage(detail);
      if (message) add(message);
    }
    function onToast(event: CustomEvent<unknown>) {
      take(event.detail);
    }
    window.addEventListener(TOAST_EVENT, onToast);
    for (const detail of takePending?.() ?? []) take(detail);
    return () => window.removeEventListener(TOAST_EVENT, onToast);
  }, [max, takePending]);

  const close = useCallback((id: number) => {
    setToasts((list) => list.map((toast) => (toast.id === id ? { ...toast, open: false } : toast)));
  }, []);

  // The toast sits at the inline end (right in LTR, left in RTL); it is swiped towards that edge.
  const rtl = directionOf(i18n.resolvedLanguage ?? i18n.language) === 'rtl';

  return (
    <Toast.Provider
      duration={duration}
      swipeDirection={rtl ? 'left' : 'right'}
      swipeThreshold={swipeThreshold}
      label={t('toast.label')}
    >
      {toasts.map((toast) => (
        <Toast.Root
          key={toast.id}
          open={toast.open}
          onOpenChange={(open) => {
            if (!open) close(toast.id);
          }}
          // Errors interrupt (assertive); confirmations wait their turn (polite).
          type={toast.variant === 'error' ? 'foreground' : 'background'}
          className={styles.toast}
          data-variant={toast.variant}
          onSwipeStart={(event) => {
            // radix measures the threshold in px: 80% of this toast's actual width.
            const width = event.currentTarget.offsetWidth;
            if (width > 0) setSwipeThreshold(Math.round(width * SWIPE_RATIO));
          }}
          onClick={(event) => {
            // radix cancels the click that ends a swipe; any other click dismisses.
            if (!event.defaultPrevented) close(toast.id);
          }}
        >
          <ToastIcon variant={toast.variant} />
          <div className={styles.text}>
            <Toast.Title className={styles.title}>
              <VisuallyHidden>{`${t(`toast.${toast.variant}`)} `}</VisuallyHidden>
              {toast.title}
            </Toast.Title>
            {toast.description ? (
              <>
                {' '}
                <Toast.Description className={styles.description}>{toast.description}</Toast.Description>
              </>
            ) : null}
          </div>
          <Toast.Close className={styles.close} aria-label={t('toast.close')}>
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
            </svg>
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport className={styles.viewport} label={t('toast.region')} />
    </Toast.Provider>
  );
}

function ToastIcon({ variant }: { variant: ToastVariant }) {
  const paths: Record<ToastVariant, string> = {
    success: 'M5 12.5l4.5 4.5L19 7.5',
    error: 'M12 7v6M12 16.5v.5',
    info: 'M12 11v6M12 7.5v.5',
  };
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      {variant === 'success' ? null : (
        <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
      )}
      <path
        d={paths[variant]}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
