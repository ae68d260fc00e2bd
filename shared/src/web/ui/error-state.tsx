import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import styles from './state.module.css';

export interface ErrorStateProps {
  /** Already translated; defaults to the generic "Something went wrong". */
  title?: ReactNode;
  message?: ReactNode;
  /** Shows a Retry button calling it. */
  onRetry?: () => void;
  retryLabel?: string;
  className?: string;
}

/** A failure the visitor can act on: never a silent blank (docs/product-rules.md#failures). */
export function ErrorState({ title, message, onRetry, retryLabel, className }: ErrorStateProps) {
  const { t } = useTranslation('ui');
  return (
    <div role="alert" className={[styles.state, styles.error, className].filter(Boolean).join(' ')}>
      <svg className={styles.icon} viewBox="0 0 24 24" width="32" height="32" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M12 7v6M12 16.5v.5" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
      </svg>
      <p className={styles.title}>{title ?? t('error_title')}</p>
      <p className={styles.message}>{message ?? t('error_message')}</p>
      {onRetry ? (
        <Button variant="secondary" onClick={onRetry}>
          {retryLabel ?? t('retry')}
        </Button>
      ) : null}
    </div>
  );
}
