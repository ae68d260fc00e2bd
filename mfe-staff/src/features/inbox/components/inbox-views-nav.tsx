import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '@freight/shared/web/ui/visually-hidden';
import { STAFF_NS } from '../../../config/i18n';
import { filtersOf, searchOf } from '../api/inbox';
import { type InboxView, useInboxViews } from '../api/views';
import styles from '../../../components/staff.module.css';

/** The address of a view's list: its filters, from page 1. */
export function viewSearch(view: Pick<InboxView, 'filters'>): string {
  return new URLSearchParams(searchOf(filtersOf(new URLSearchParams(view.filters)))).toString();
}

/** The name of a view as shown: the built-in ones in the person's language, the others as they typed it. */
export function useViewName() {
  const { t } = useTranslation(STAFF_NS);
  return (view: Pick<InboxView, 'id' | 'name'>) =>
    typeof view.id === 'string' ? t(`inbox.views.${view.id}`) : (view.name ?? '');
}

/**
 * The inbox's views under "Requests" in the navigation, each with the number of its requests the
 * person has not opened yet (read out with the link's name); counts refreshed while the page is open.
 */
export function InboxViewsNav({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation(STAFF_NS);
  const { data } = useInboxViews();
  const nameOf = useViewName();
  const location = useLocation();
  const current =
    location.pathname === '/staff/inbox'
      ? new URLSearchParams(searchOf({ ...filtersOf(new URLSearchParams(location.search)), page: 1 })).toString()
      : null;
  if (!data) return null;
  return (
    <ul className={styles.views} aria-label={t('inbox.views_nav')}>
      {data.map((view) => {
        const search = viewSearch(view);
        return (
          <li key={String(view.id)}>
            <Link
              to={{ pathname: '/staff/inbox', search }}
              aria-current={current === search ? 'page' : undefined}
              onClick={onNavigate}
            >
              <span dir="auto">{nameOf(view)}</span>{' '}
              <span className={styles.unread} data-view-unread={String(view.id)}>
                <VisuallyHidden>{t('inbox.unread_label')}</VisuallyHidden> {view.unread}
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
