import { type ComponentType, lazy, useEffect, type ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import type { StaffRole } from '@freight/shared/core/schemas/staff';
import { ErrorState } from '@freight/shared/web/ui/error-state';
import { LoadingState } from '@freight/shared/web/ui/loading-state';
import { PublicFrame, StaffFrame } from '../components/staff-layout';
import { STAFF_NS } from '../config/i18n';
import { signInPath } from '@freight/shared/core/staff/staff-paths';
import {
  ADMIN_ONLY,
  ARTICLE_EDITORS,
  forgetStaffData,
  INBOX_ROLES,
  JOB_EDITORS,
  mayUse,
  OFFER_ROLES,
  useStaffSession,
} from '../lib/session';
import { onSessionLost } from '../lib/staff-api';
import { NotAllowedPage } from './routes/not-allowed-page';
import { SignInPage } from './routes/sign-in-page';

// Each page's code is a chunk of its own, fetched when the page is first visited: signed out, the
// sign-in page downloads none of the inbox, the editors (TipTap) or the tables
// (docs/decisions/027-interactive-as-fast-as-react-alone.md). The frames wait for it (staff-layout.tsx).
const pageLoaders: Array<() => Promise<unknown>> = [];
function lazyPage<Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name) {
  pageLoaders.push(load);
  return lazy(async () => ({ default: (await load())[name] }));
}
/** Every page's code, fetched now: the component tests start with it, as a warm cache would. */
export const preloadStaffPages = () => Promise.all(pageLoaders.map((load) => load()));
const AccountsPage = lazyPage(() => import('./routes/accounts-page'), 'AccountsPage');
const AuditPage = lazyPage(() => import('./routes/audit-page'), 'AuditPage');
const ArticleEditorPage = lazyPage(() => import('./routes/content-editor-page'), 'ArticleEditorPage');
const JobEditorPage = lazyPage(() => import('./routes/content-editor-page'), 'JobEditorPage');
const MediaPage = lazyPage(() => import('./routes/media-page'), 'MediaPage');
const ArticlesPage = lazyPage(() => import('./routes/content-pages'), 'ArticlesPage');
const JobsPage = lazyPage(() => import('./routes/content-pages'), 'JobsPage');
const DataSubjectsPage = lazyPage(() => import('./routes/data-subjects-page'), 'DataSubjectsPage');
const HomePage = lazyPage(() => import('./routes/home-page'), 'HomePage');
const InboxPage = lazyPage(() => import('./routes/inbox-page'), 'InboxPage');
const ReplyTemplatesPage = lazyPage(() => import('./routes/reply-templates-page'), 'ReplyTemplatesPage');
const MyAccountPage = lazyPage(() => import('./routes/my-account-page'), 'MyAccountPage');
const OfferSummaryPage = lazyPage(() => import('./routes/offer-summary-page'), 'OfferSummaryPage');
const RequestPage = lazyPage(() => import('./routes/request-page'), 'RequestPage');
const ResetPasswordPage = lazyPage(() => import('./routes/reset-password-page'), 'ResetPasswordPage');
const ForgotPasswordPage = lazyPage(() => import('./routes/forgot-password-page'), 'ForgotPasswordPage');
const StaffNotFoundPage = lazyPage(() => import('./routes/staff-not-found-page'), 'StaffNotFoundPage');

/**
 * A call answering 401 (the session expired or was ended elsewhere): drop every staff answer SWR
 * keeps, then ask to sign in again and come back here afterwards.
 */
function useSessionLoss() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const { mutate } = useSWRConfig();
  useEffect(
    () =>
      onSessionLost((reason) => {
        void forgetStaffData(mutate, reason);
        navigate(signInPath(`${pathname}${search}`, reason === 'SESSION_EXPIRED'), { replace: true });
      }),
    [mutate, navigate, pathname, search],
  );
}

/** The pages of a signed-in member; without a session, the sign-in page (and back here afterwards). */
function SignedIn({ children }: { children: (role: StaffRole) => ReactNode }) {
  const { t } = useTranslation(STAFF_NS);
  const { pathname, search } = useLocation();
  const { data, error, mutate } = useStaffSession();
  if (error)
    return <ErrorState message={t('errors.network')} onRetry={() => void mutate()} retryLabel={t('actions.retry')} />;
  if (!data) return <LoadingState label={t('layout.loading')} />;
  if (!data.session)
    return <Navigate to={signInPath(`${pathname}${search}`, data.reason === 'SESSION_EXPIRED')} replace />;
  return <StaffFrame session={data.session}>{children(data.session.account.role)}</StaffFrame>;
}

const only = (roles: readonly StaffRole[], page: ReactNode) => (role: StaffRole) =>
  mayUse(role, roles) ? page : <NotAllowedPage />;

/** The back office: every /staff address, routed here (the shell sends them all to this remote). */
export function StaffApp() {
  useSessionLoss();
  return (
    <Routes>
      <Route
        path="sign-in"
        element={
          <PublicFrame>
            <SignInPage />
          </PublicFrame>
        }
      />
      <Route
        path="forgot"
        element={
          <PublicFrame>
            <ForgotPasswordPage />
          </PublicFrame>
        }
      />
      <Route
        path="reset"
        element={
          <PublicFrame>
            <ResetPasswordPage />
          </PublicFrame>
        }
      />
      <Route index element={<SignedIn>{() => <HomePage />}</SignedIn>} />
      <Route path="account" element={<SignedIn>{() => <MyAccountPage />}</SignedIn>} />
      <Route path="accounts" element={<SignedIn>{only(ADMIN_ONLY, <AccountsPage />)}</SignedIn>} />
      <Route path="audit" element={<SignedIn>{only(ADMIN_ONLY, <AuditPage />)}</SignedIn>} />
      <Route path="data-subjects" element={<SignedIn>{only(ADMIN_ONLY, <DataSubjectsPage />)}</SignedIn>} />
      <Route path="inbox" element={<SignedIn>{only(INBOX_ROLES, <InboxPage />)}</SignedIn>} />
      <Route path="inbox/:reference" element={<SignedIn>{only(INBOX_ROLES, <RequestPage />)}</SignedIn>} />
      <Route path="reply-templates" element={<SignedIn>{only(INBOX_ROLES, <ReplyTemplatesPage />)}</SignedIn>} />
      <Route path="offers" element={<SignedIn>{only(OFFER_ROLES, <OfferSummaryPage />)}</SignedIn>} />
      <Route path="jobs" element={<SignedIn>{only(JOB_EDITORS, <JobsPage />)}</SignedIn>} />
      <Route path="jobs/:id" element={<SignedIn>{only(JOB_EDITORS, <JobEditorPage />)}</SignedIn>} />
      <Route path="articles" element={<SignedIn>{only(ARTICLE_EDITORS, <ArticlesPage />)}</SignedIn>} />
      <Route path="articles/:id" element={<SignedIn>{only(ARTICLE_EDITORS, <ArticleEditorPage />)}</SignedIn>} />
      <Route path="media" element={<SignedIn>{only(ARTICLE_EDITORS, <MediaPage />)}</SignedIn>} />
      <Route path="*" element={<SignedIn>{() => <StaffNotFoundPage />}</SignedIn>} />
    </Routes>
  );
}
