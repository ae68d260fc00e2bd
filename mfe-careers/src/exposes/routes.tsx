import type { ReactNode } from 'react';
import type { RemoteRoutesModule } from '@freight/shared/federation/contract';
import { NamespaceGate } from '@freight/shared/i18n/namespace-gate';
import { CAREERS_NS, careersLocales } from '../features/jobs/locales';
import { JobOffersPage } from '../features/jobs/components/job-offers-page';

const gate = (page: ReactNode) => (
  <NamespaceGate ns={CAREERS_NS} loaders={careersLocales}>
    {page}
  </NamespaceGate>
);

// SPEC.md keeps the camel-case path: links to /jobOffers exist.
export const routes: RemoteRoutesModule['routes'] = [{ path: 'jobOffers', element: gate(<JobOffersPage />) }];
