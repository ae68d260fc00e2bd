import { useId, type ReactNode } from 'react';
import styles from './page.module.css';

interface PageIntroProps {
  /** The page's one h1. */
  title: string;
  lead: string;
  /** Calls to action under the lead. */
  children?: ReactNode;
}

/** Top band of a page: the h1, its lead paragraph and actions. */
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

/**
 * The page's content width and side padding, for a block that is not a
 * PageSection (a tab set, a two-column layout).
 */
export function PageContainer({ className, children }: { className?: string; children?: ReactNode }) {
  return <div className={[styles.container, className].filter(Boolean).join(' ')}>{children}</div>;
}

interface PageSectionProps {
  /** The section's h2, which also names it for assistive technology. */
  title: string;
  /** A paragraph under the title. */
  intro?: string;
  /** In-page anchor (the about page links #vision, #mission...). */
  id?: string;
  /** Alternate background, to separate consecutive sections. */
  muted?: boolean;
  children?: ReactNode;
}

/** A titled block of a page: always an h2 under the page's h1, so no level is skipped. */
export function PageSection({ title, intro, id, muted = false, children }: PageSectionProps) {
  const headingId = useId();
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={[styles.section, muted ? styles.muted : undefined].filter(Boolean).join(' ')}
    >
      <div className={styles.container}>
        <h2 id={headingId}>{title}</h2>
        {intro ? <p className={styles.sectionIntro}>{intro}</p> : null}
        {children}
      </div>
    </section>
  );
}
