import type { ReactNode } from 'react';
import styles from './staff.module.css';

/** A form's refusal, announced at once by screen readers (role=alert), or a calmer notice (status). */
export function FormAlert({ children, tone = 'error' }: { children: ReactNode; tone?: 'error' | 'info' }) {
  if (!children) return null;
  return tone === 'error' ? (
    <div role="alert" className={styles.alert}>
      {children}
    </div>
  ) : (
    <div role="status" className={styles.notice}>
      {children}
    </div>
  );
}
