import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button } from '@freight/shared/web/ui/button';
import { Input } from '@freight/shared/web/ui/input';
import { STAFF_NS } from '../../../config/i18n';
import styles from '../../../components/staff.module.css';

/** The first, the last, and two either side of the current page; a gap where pages are skipped. */
export function pageWindow(page: number, lastPage: number): (number | null)[] {
  const shown = [1, lastPage];
  for (let near = page - 2; near <= page + 2; near++) shown.push(near);
  const pages = [...new Set(shown.filter((p) => p >= 1 && p <= lastPage))].sort((a, b) => a - b);
  return pages.flatMap((p, index) => (index > 0 && p - (pages[index - 1] ?? p) > 1 ? [null, p] : [p]));
}

/** Numbered pages (links: the address holds the page) and a field to jump to any of them. */
export function InboxPages({
  page,
  lastPage,
  searchFor,
  onPage,
}: {
  page: number;
  lastPage: number;
  /** The address's query of a page, the filters kept. */
  searchFor: (page: number) => string;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation(STAFF_NS);
  const [typed, setTyped] = useState('');
  const [error, setError] = useState('');
  if (lastPage <= 1) return null;
  const jump = (event: FormEvent) => {
    event.preventDefault();
    const target = Number(typed);
    if (!Number.isInteger(target) || target < 1 || target > lastPage) {
      setError(t('inbox.jump_invalid', { last: lastPage }));
      return;
    }
    setError('');
    onPage(target);
  };
  return (
    <>
      <ul className={styles.pages}>
        {pageWindow(page, lastPage).map((p, index) =>
          p === null ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: a gap has no identity but its place.
            <li key={`gap-${index}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={p}>
              <Link
                to={{ search: searchFor(p) }}
                aria-label={t('inbox.page_link', { page: p })}
                aria-current={p === page ? 'page' : undefined}
              >
                {p}
              </Link>
            </li>
          ),
        )}
      </ul>
      <form className={styles.jump} onSubmit={jump} noValidate>
        <Input
          label={t('inbox.jump_to')}
          type="number"
          inputMode="numeric"
          min={1}
          max={lastPage}
          value={typed}
          error={error || undefined}
          onChange={(event) => setTyped(event.target.value)}
        />
        <Button type="submit" variant="secondary">
          {t('inbox.jump')}
        </Button>
      </form>
    </>
  );
}
