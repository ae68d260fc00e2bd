import { lazy, type ReactNode } from 'react';
import type { NamespaceLoaders } from '@freight/shared/web/i18n/namespace';
import type { RemoteRoutesModule } from '@freight/shared/core/federation/contract';
import { NamespaceGate } from '@freight/shared/web/i18n/namespace-gate';
import { WithForms } from '@freight/shared/web/i18n/with-forms';
import { QUOTE_NS, followLocales, quoteLocales } from '../config/i18n';
import { QuotePage } from '../app/routes/quote-page';

// The follow-up page is a chunk of its own: the quote page downloads none of it (react-hook-form, the
// thread), nor the follow-up page the quote page's guide.
const FollowPage = lazy(() => import('../app/routes/follow-page').then((mod) => ({ default: mod.FollowPage })));

const gate = (loaders: NamespaceLoaders, page: ReactNode) => (
  <NamespaceGate ns={QUOTE_NS} loaders={loaders}>
    {page}
  </NamespaceGate>
);

export const routes: RemoteRoutesModule['routes'] = [
  { path: 'cotation', element: gate(quoteLocales, <QuotePage />) },
  { path: 'follow/:token', element: <WithForms>{gate(followLocales, <FollowPage />)}</WithForms> },
];
