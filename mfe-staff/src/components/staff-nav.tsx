import { lazy, Suspense, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { StaffRole } from '@freight/shared/core/schemas/staff';
import { STAFF_NS } from '../config/i18n';
import { staffNavigation } from './navigation';
import styles from './staff.module.css';

// The views bring the inbox's schemas (classic zod): a chunk of their own, fetched once a signed-in
// member's navigation shows, so that the sign-in page's first load carries none of it (027). They
// showed nothing until their counts came anyway.
const InboxViewsNav = lazy(async () => ({
  default: (await import('../features/inbox/components/inbox-views-nav')).InboxViewsNav,
}));

/**
 * The pages a role may use. On a phone the list is a disclosure behind a "Menu" button (CSS shows the
 * button and hides the closed list under 48rem); it closes on Escape, giving the focus back to the
 * button, and when a link leads elsewhere. On a wide screen the button is hidden and the list shown.
 */
export function StaffNav({ role }: { role: StaffRole }) {
  const { t } = useTranslation(STAFF_NS);
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new address is what closes the menu.
  useEffect(() => setOpen(false), [pathname]);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    button.current?.focus();
  };
  return (
    <nav className={styles.nav} aria-label={t('layout.navigation')} data-open={open} onKeyDown={onKeyDown}>
      <button
        ref={button}
        type="button"
        className={styles.menuButton}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        {t('layout.menu')}
      </button>
      <ul id={listId}>
        {staffNavigation(role).map((item) => (
          <li key={item.path}>
            <NavLink to={item.path} end onClick={() => setOpen(false)}>
              {t(item.label)}
            </NavLink>
            {/* The inbox's views, with their unread counts (docs/decisions/033). */}
            {item.path === '/staff/inbox' ? (
              <Suspense fallback={null}>
                <InboxViewsNav onNavigate={() => setOpen(false)} />
              </Suspense>
            ) : null}
          </li>
        ))}
      </ul>
    </nav>
  );
}
