import { type ReactNode, Suspense } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { getProfile } from '@freight/shared/core/profiles/profiles';
import type { StaffSession } from '@freight/shared/core/schemas/staff';
import { readProfileName } from '@freight/shared/web/profiles/page-profile';
import { Button } from '@freight/shared/web/ui/button';
import { LoadingState } from '@freight/shared/web/ui/loading-state';
import { STAFF_NS } from '../config/i18n';
import { clearDrafts } from '../lib/drafts';
import { forgetStaffData, signOut } from '../lib/session';
import { LanguageLinks } from './language-links';
import { StaffNav } from './staff-nav';
import styles from './staff.module.css';

/** The company's name, the member (when signed in) and the languages: the back office's own bar. */
function TopBar({ session, children }: { session?: StaffSession; children?: ReactNode }) {
  const { t } = useTranslation(STAFF_NS);
  const brand = getProfile(readProfileName()).brandName;
  return (
    <header className={styles.bar}>
      <span className={styles.company}>
        {brand} · {t('layout.back_office')}
      </span>
      {session ? (
        <span className={styles.who}>
          {t('layout.signed_in_as', { name: session.account.name, role: t(`roles.${session.account.role}`) })}
        </span>
      ) : null}
      <LanguageLinks />
      {children}
    </header>
  );
}

/** Each page's code comes when it is first visited (staff-app.tsx): the frame stays while it does. */
function PageSuspense({ children }: { children: ReactNode }) {
  const { t } = useTranslation(STAFF_NS);
  return <Suspense fallback={<LoadingState label={t('layout.loading')} />}>{children}</Suspense>;
}

/** A page seen before signing in (sign-in, reset link): the bar without a member. */
export function PublicFrame({ children }: { children: ReactNode }) {
  return (
    <div className={styles.frame}>
      <TopBar />
      <main id="main" className={styles.main} tabIndex={-1}>
        <div className={styles.narrow}>
          <PageSuspense>{children}</PageSuspense>
        </div>
      </main>
    </div>
  );
}

/** A signed-in member's page: the bar with sign-out, and the navigation of what their role may use. */
export function StaffFrame({ session, children }: { session: StaffSession; children: ReactNode }) {
  const { t } = useTranslation(STAFF_NS);
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const leave = async () => {
    await signOut().catch(() => undefined);
    // Nothing private stays in memory or in the tab once signed out (the back button shows nothing).
    clearDrafts();
    await forgetStaffData(mutate, 'NOT_SIGNED_IN');
    // A new entry: Back then leads to the page left, which finds no session and shows nothing of it.
    navigate('/staff/sign-in?reason=signed-out');
  };
  return (
    <div className={styles.frame}>
      <TopBar session={session}>
        <Button variant="secondary" size="sm" onClick={leave}>
          {t('layout.sign_out')}
        </Button>
      </TopBar>
      <div className={styles.body}>
        <StaffNav role={session.account.role} />
        <main id="main" className={styles.main} tabIndex={-1}>
          <PageSuspense>{children}</PageSuspense>
        </main>
      </div>
    </div>
  );
}
