import { useTranslation } from 'react-i18next';
import { Spinner } from './spinner';
import styles from './state.module.css';

export interface LoadingStateProps {
  /** Visible and announced; defaults to the translated "Loading…". */
  label?: string;
  className?: string;
}

/** A block that says something is on its way: spinner and text, announced politely. */
export function LoadingState({ label, className }: LoadingStateProps) {
  const { t } = useTranslation('ui');
  return (
    <div role="status" className={[styles.state, className].filter(Boolean).join(' ')}>
      <Spinner size="lg" decorative className={styles.spinner} />
      <p className={styles.message}>{label ?? t('loading')}</p>
    </div>
  );
}
