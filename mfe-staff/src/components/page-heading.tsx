import { useEffect, useRef, type ReactNode } from 'react';
import { usePageTitle } from '@freight/shared/web/seo/use-page-title';
import styles from './staff.module.css';

/** Whether someone is typing in a field: the server's sign-in form takes typing before its code starts. */
const typing = () => document.activeElement?.matches('input, textarea, select, [contenteditable="true"]') === true;

/**
 * A back-office page's h1, which also names the document: focus moves to it when the page opens,
 * so a screen reader announces the new page after each navigation; but not away from a field
 * being typed in (the sign-in page hydrating under a member's typing).
 */
export function PageHeading({ children, title }: { children: ReactNode; title: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  usePageTitle(title);
  useEffect(() => {
    if (!typing()) ref.current?.focus();
  }, []);
  return (
    <h1 ref={ref} tabIndex={-1} className={styles.heading}>
      {children}
    </h1>
  );
}
