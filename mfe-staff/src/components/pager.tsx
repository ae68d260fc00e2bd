import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@freight/shared/web/ui/button';
import { STAFF_NS } from '../config/i18n';
import styles from './staff.module.css';

/**
 * A page of a list newest first: its table in a region a keyboard can scroll sideways on a narrow
 * screen (or the empty text), then newer / older. `section` names the keys: `<section>.caption`,
 * `.empty`, `.paging`, `.newer`, `.older`.
 */
export function PagedTable({
  section,
  rows,
  page,
  lastPage,
  onPage,
  children,
}: {
  section: 'audit' | 'inbox';
  rows: number;
  page: number;
  lastPage: number;
  onPage: (page: number) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation(STAFF_NS);
  return (
    <>
      {rows > 0 ? (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1).
        <section className={styles.tableWrap} tabIndex={0} aria-label={t(`${section}.caption`)}>
          {children}
        </section>
      ) : (
        <p>{t(`${section}.empty`)}</p>
      )}
      <nav className={styles.actions} aria-label={t(`${section}.paging`)}>
        <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          {t(`${section}.newer`)}
        </Button>
        <Button variant="secondary" disabled={page >= lastPage} onClick={() => onPage(page + 1)}>
          {t(`${section}.older`)}
        </Button>
      </nav>
    </>
  );
}
