import type { ReactNode } from 'react';
import { Static } from '@freight/shared/web/ui/static';
import styles from './home.module.css';

/**
 * A section below the fold: the browser skips its layout and paint until it
 * nears the viewport (content-visibility: auto), which shortens the first render
 * of this long page on phones. It stays in the accessibility tree and in find-in-page.
 * Unless `live` (a section with controls: the carousels), its content is kept as the
 * server sent it and none of its components runs in the browser (shared `Static`).
 */
export function Deferred({ children, live = false }: { children: ReactNode; live?: boolean }) {
  if (live) return <div className={styles.deferred}>{children}</div>;
  return <Static className={styles.deferred}>{children}</Static>;
}
