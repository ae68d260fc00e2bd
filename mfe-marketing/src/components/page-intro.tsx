import type { ReactNode } from 'react';
import styles from './page.module.css';

interface PageIntroProps {
  /** The page's one h1. */
  title: string;
  lead: string;
  /** Calls to action under the lead. */
  children?: ReactNode;
}

/** Top band of every marketing page: the h1, its lead paragraph and actions. */
export function PageIntro({ title, lead, children }: PageIntroProps) {
  return (
    <header className={styles.intro}>
      <div className={styles.container}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.lead}>{lead}</p>
        {children ? <div className={styles.actions}>{children}</div> : null}
      </div>
    </header>
  );
}
