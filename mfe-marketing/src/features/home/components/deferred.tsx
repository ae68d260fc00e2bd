import type { ReactNode } from 'react';
import styles from './home.module.css';

/**
 * A section below the fold: the browser skips its layout and paint until it
 * nears the viewport (content-visibility: auto), which shortens the first render
 * of this long page on phones. It stays in the accessibility tree and in find-in-page.
 */
export function Deferred({ children }: { children: ReactNode }) {
  return <div className={styles.deferred}>{children}</div>;
}
