import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RemoteRoutesModule } from '@freight/shared/core/federation/contract';
import { NamespaceGate } from '@freight/shared/web/i18n/namespace-gate';
import { FORMS_NAMESPACE } from '@freight/shared/core/schemas/messages';
import { CAREERS_NS, careersLocales } from '../config/i18n';
import { JobOffersPage } from '../app/routes/job-offers-page';
import { JobOfferPage } from '../app/routes/job-offer-page';

/**
 * The shared `forms` namespace (the application form's labels and messages),
 * fetched from the host with the page so opening the modal never waits. Before
 * the gate: i18next fetches every namespace it knows in the fallback language
 * too, and this remote's own one is bundled, not served (/locales/fr/careers.json
 * would be a 404).
 */
function WithForms({ children }: { children: ReactNode }) {
  useTranslation(FORMS_NAMESPACE);
  return children;
}

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
