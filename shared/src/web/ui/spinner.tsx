import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from './visually-hidden';
import styles from './spinner.module.css';

export interface SpinnerProps {
  /** Announced text; defaults to the translated "Loading". */
  label?: string;
  size?: 'sm' | 'md' | 'lg';
  /** Purely visual: no role, hidden from assistive technology (the parent says what happens). */
  decorative?: boolean;
  className?: string;
}

export function Spinner({ label, size = 'md', decorative = false, className }: SpinnerProps) {
  const { t } = useTranslation('ui');
  const circle = (
    <span className={[styles.spinner, styles[size], className].filter(Boolean).join(' ')} aria-hidden="true" />
  );
  if (decorative) return circle;
  return (
    <span role="status" className={styles.wrapper}>
      {circle}
      <VisuallyHidden>{label ?? t('loading')}</VisuallyHidden>
    </span>
  );
}
