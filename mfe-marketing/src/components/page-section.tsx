import { useId, type ReactNode } from 'react';
import styles from './page.module.css';

interface PageSectionProps {
  /** The section's h2, which also names it for assistive technology. */
  title: string;
  /** In-page anchor (the about page links #vision, #mission...). */
  id?: string;
  /** Alternate background, to separate consecutive sections. */
  muted?: boolean;
  children: ReactNode;
}

/** A titled block of a page: always an h2 under the page's h1, so no level is skipped. */
export function PageSection({ title, id, muted = false, children }: PageSectionProps) {
  const headingId = useId();
  return (
    <section id={id} aria-labelledby={headingId} className={[styles.section, muted ? styles.muted : undefined].filter(Boolean).join(' ')}>
      <div className={styles.container}>
        <h2 id={headingId}>{title}</h2>
        {children}
      </div>
    </section>
  );
}
