import { useId, type ReactNode } from 'react';
import styles from './card.module.css';

export interface CardProps {
  title: ReactNode;
  /** Heading level in the page's outline. */
  headingLevel?: 2 | 3 | 4;
  /** An <img> (with its alt) or a picture, shown on top. */
  image?: ReactNode;
  children?: ReactNode;
  /** Links and buttons at the bottom. */
  footer?: ReactNode;
  className?: string;
}

/** A self-contained item (an article, a job, a service): an <article> named by its title. */
export function Card({ title, headingLevel = 3, image, children, footer, className }: CardProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={[styles.card, className].filter(Boolean).join(' ')} aria-labelledby={titleId}>
      {image ? <div className={styles.media}>{image}</div> : null}
      <div className={styles.body}>
        <Heading id={titleId} className={styles.title}>
          {title}
        </Heading>
        {children ? <div className={styles.content}>{children}</div> : null}
      </div>
      {footer ? <div className={styles.footer}>{footer}</div> : null}
    </article>
  );
}
