import type { ReactNode } from 'react';
import type { RemoteRoutesModule } from '@freight/shared/federation/contract';
import { NamespaceGate } from '@freight/shared/i18n/namespace-gate';
import { QUOTE_NS, quoteLocales } from '../features/quote/locales';
import { QuotePage } from '../features/quote/components/quote-page';

const gate = (page: ReactNode) => (
  <NamespaceGate ns={QUOTE_NS} loaders={quoteLocales}>
    {page}
  </NamespaceGate>
);

export const routes: RemoteRoutesModule['routes'] = [{ path: 'cotation', element: gate(<QuotePage />) }];
