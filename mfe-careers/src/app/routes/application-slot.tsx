import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CAREERS_NS } from '../../config/i18n';
import type { ApplyRequest } from '../../features/application/components/application-modal';
import type { ApplyTarget } from '../../features/application/hooks/use-application';
import styles from '../../features/application/components/application.module.css';

// The form's code loads when a visitor points at or focuses an 'apply' button
// (or, at the latest, clicks one): reading the offers does not pay for it.
const loadModal = () =>
  import(/* webpackChunkName: "application-form" */ '../../features/application/components/application-modal');
const ApplicationModal = lazy(loadModal);
const prefetch = () => void loadModal().catch(() => undefined);

/**
 * The one application modal of a page, opened by every 'apply' on it: `apply`
 * opens it for a target, `slot` renders it, `Prefetch` wraps the part of the
 * page whose pointer or focus starts loading the form.
 */
export function useApplicationSlot() {
  const { t } = useTranslation(CAREERS_NS);
  const [request, setRequest] = useState<ApplyRequest | null>(null);
  const [ready, setReady] = useState(false);
  const onReady = useCallback(() => setReady(true), []);
  const apply = useCallback(
    (target: ApplyTarget) => setRequest((previous) => ({ target, id: (previous?.id ?? 0) + 1 })),
    [],
  );
  const slot = (
    <>
      {/* Announced while the form's code arrives on a slow connection. */}
      <p role="status" className={styles.opening}>
        {request && !ready ? t('apply.opening') : ''}
      </p>
      {request ? (
        <Suspense fallback={null}>
          <ApplicationModal request={request} onReady={onReady} />
        </Suspense>
      ) : null}
    </>
  );
  return { apply, slot };
}

/** Starts loading the form when the pointer or the focus comes into `children`. */
export function Prefetch({ children }: { children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: it listens to pointer and focus events bubbling from the controls inside; it is no control itself.
    // biome-ignore lint/a11y/noNoninteractiveElementInteractions: the same events, bubbling from the controls inside.
    <div onPointerOver={prefetch} onFocus={prefetch}>
      {children}
    </div>
  );
}
