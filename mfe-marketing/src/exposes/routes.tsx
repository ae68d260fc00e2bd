import { lazy, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import type { RemoteRoutesModule } from '@freight/shared/core/federation/contract';
import { NamespaceGate } from '@freight/shared/web/i18n/namespace-gate';
import { WithForms } from '@freight/shared/web/i18n/with-forms';
import { MARKETING_NS, marketingLocales, type PageGroup } from '../config/i18n';
import { SERVICE_PAGES, TRANSPORT_PAGES } from '../config/pages';
import { PAGES } from '../config/pages';
// Each page's code is a chunk of its own: a page downloads no other page's (the server's HTML is painted
// before any of them runs). The home page, the company pages and the transport template:
const HomePage = lazy(() => import('../app/routes/home-page').then((mod) => ({ default: mod.HomePage })));
const AboutPage = lazy(() => import('../app/routes/about-page').then((mod) => ({ default: mod.AboutPage })));
const CertificationPage = lazy(() =>
  import('../app/routes/certification-page').then((mod) => ({ default: mod.CertificationPage })),
);
const TransportPage = lazy(() =>
  import('../app/routes/transport-page').then((mod) => ({ default: mod.TransportPage })),
);
// The /service pages carry radix Tabs: downloaded only when one is visited, not with the home page.
const ServicePage = lazy(() => import('../app/routes/service-page').then((mod) => ({ default: mod.ServicePage })));
// The contact form brings zod, the form fields and the API client: only on /contact.
const ContactPage = lazy(() => import('../app/routes/contact-page').then((mod) => ({ default: mod.ContactPage })));
// The legal notice and the privacy policy: long texts, rarely read, fetched only when visited.
const LegalNoticePage = lazy(() =>
  import('../app/routes/legal-notice-page').then((mod) => ({ default: mod.LegalNoticePage })),
);
const PrivacyPage = lazy(() => import('../app/routes/privacy-page').then((mod) => ({ default: mod.PrivacyPage })));

// Each page waits for its group's texts only (config/i18n.ts).
const gate = (group: PageGroup, page: ReactNode) => (
  <NamespaceGate ns={MARKETING_NS} loaders={marketingLocales[group]}>
    {page}
  </NamespaceGate>
);

// Paths are relative to the site root: the shell mounts them under its splat
// route. No catch-all here, so an unknown /transport/x stays the shell's 404.
// The redirects (/service, /transport, the aliases) are answered 301 by the
// server on a load; these routes follow an in-app link to them.
export const routes: RemoteRoutesModule['routes'] = [
  { index: true, element: gate('home', <HomePage />) },
  { path: 'about', element: gate('about', <AboutPage />) },
  // The contact form's labels and messages come with the page.
  { path: 'contact', element: <WithForms>{gate('contact', <ContactPage />)}</WithForms> },
  { path: 'certification', element: gate('about', <CertificationPage />) },
  { path: 'legal-notice', element: gate('legal', <LegalNoticePage />) },
  { path: 'privacy', element: gate('legal', <PrivacyPage />) },
  ...SERVICE_PAGES.map((page) => ({
    path: page.path,
    element: gate('services', <ServicePage contentKey={page.key} />),
  })),
  ...TRANSPORT_PAGES.map((page) => ({
    path: page.path,
    element: gate('transport', <TransportPage contentKey={page.key} />),
  })),
  ...Object.entries(PAGES.redirects ?? {}).map(([from, to]) => ({
    path: from.slice(1),
    element: <Navigate to={to} replace />,
  })),
];
