import { useEffect, useRef, type ReactNode } from 'react';
import { usePageTitle } from '@freight/shared/web/seo/use-page-title';
import styles from './staff.module.css';

/**
 * A back-office page's h1, which also names the document: focus moves to it when the page opens,
 * so a screen reader announces the new page after each navigation.
 */
export function PageHeading({ children, title }: { children: ReactNode; title: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  usePageTitle(title);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <h1 ref={ref} tabIndex={-1} className={styles.heading}>
      {children}
    </h1>
  );
}
