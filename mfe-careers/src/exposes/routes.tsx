import type { ReactNode } from 'react';
import type { RemoteRoutesModule } from '@freight/shared/core/federation/contract';
import { NamespaceGate } from '@freight/shared/web/i18n/namespace-gate';
import { WithForms } from '@freight/shared/web/i18n/with-forms';
import { CAREERS_NS, careersLocales } from '../config/i18n';
import { JobOffersPage } from '../app/routes/job-offers-page';
import { JobOfferPage } from '../app/routes/job-offer-page';

// The application form's labels and messages come with the page (WithForms).
const gate = (page: ReactNode) => (
  <WithForms>
    <NamespaceGate ns={CAREERS_NS} loaders={careersLocales}>
      {page}
    </NamespaceGate>
  </WithForms>
);

// The camel-case path is kept: links to /jobOffers exist (docs/routes.md). Each offer has its own page.
export const routes: RemoteRoutesModule['routes'] = [
  { path: 'jobOffers', element: gate(<JobOffersPage />) },
  { path: 'jobOffers/:id', element: gate(<JobOfferPage />) },
];
