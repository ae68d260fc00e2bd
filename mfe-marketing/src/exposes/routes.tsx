import { lazy, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import type { RemoteRoutesModule } from '@freight/shared/core/federation/contract';
import { NamespaceGate } from '@freight/shared/web/i18n/namespace-gate';
import { WithForms } from '@freight/shared/web/i18n/with-forms';
import { MARKETING_NS, marketingLocales } from '../config/i18n';
import { SERVICE_PAGES, TRANSPORT_PAGES } from '../config/pages';
import { PAGES } from '../config/pages';
import { HomePage } from '../app/routes/home-page';
import { AboutPage } from '../app/routes/about-page';
import { CertificationPage } from '../app/routes/certification-page';
import { TransportPage } from '../app/routes/transport-page';
// The /service pages carry radix Tabs: downloaded only when one is visited, not with the home page.
const ServicePage = lazy(() => import('../app/routes/service-page').then((mod) => ({ default: mod.ServicePage })));
// The contact form brings zod, the form fields and the API client: only on /contact.
const ContactPage = lazy(() => import('../app/routes/contact-page').then((mod) => ({ default: mod.ContactPage })));
// The legal notice and the privacy policy: long texts, rarely read, fetched only when visited.
const LegalNoticePage = lazy(() =>
  import('../app/routes/legal-notice-page').then((mod) => ({ default: mod.LegalNoticePage })),
);
const PrivacyPage = lazy(() => import('../app/routes/privacy-page').then((mod) => ({ default: mod.PrivacyPage })));

const gate = (page: ReactNode) => (
  <NamespaceGate ns={MARKETING_NS} loaders={marketingLocales}>
    {page}
  </NamespaceGate>
);

// Paths are relative to the site root: the shell mounts them under its splat
// route. No catch-all here, so an unknown /transport/x stays the shell's 404.
// The redirects (/service, /transport, the aliases) are answered 301 by the
// server on a load; these routes follow an in-app link to them.
export const routes: RemoteRoutesModule['routes'] = [
  { index: true, element: gate(<HomePage />) },
  { path: 'about', element: gate(<AboutPage />) },
  // The contact form's labels and messages come with the page.
  { path: 'contact', element: <WithForms>{gate(<ContactPage />)}</WithForms> },
  { path: 'certification', element: gate(<CertificationPage />) },
  { path: 'legal-notice', element: gate(<LegalNoticePage />) },
  { path: 'privacy', element: gate(<PrivacyPage />) },
  ...SERVICE_PAGES.map((page) => ({ path: page.path, element: gate(<ServicePage contentKey={page.key} />) })),
  ...TRANSPORT_PAGES.map((page) => ({ path: page.path, element: gate(<TransportPage contentKey={page.key} />) })),
  ...Object.entries(PAGES.redirects ?? {}).map(([from, to]) => ({
    path: from.slice(1),
    element: <Navigate to={to} replace />,
  })),
];
