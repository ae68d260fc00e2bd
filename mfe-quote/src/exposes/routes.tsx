import type { ReactNode } from 'react';
import type { RemoteRoutesModule } from '@freight/shared/core/federation/contract';
import { NamespaceGate } from '@freight/shared/web/i18n/namespace-gate';
import { QUOTE_NS, quoteLocales } from '../config/i18n';
import { QuotePage } from '../app/routes/quote-page';

const gate = (page: ReactNode) => (
  <NamespaceGate ns={QUOTE_NS} loaders={quoteLocales}>
    {page}
  </NamespaceGate>
);

export const routes: RemoteRoutesModule['routes'] = [{ path: 'cotation', element: gate(<QuotePage />) }];
