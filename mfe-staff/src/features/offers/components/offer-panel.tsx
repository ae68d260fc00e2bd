import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OfferView } from '@freight/shared/core/offers/offer-schemas';
import { ErrorState } from '@freight/shared/web/ui/error-state';
import { LoadingState } from '@freight/shared/web/ui/loading-state';
import { FormAlert } from '../../../components/form-alert';
import { STAFF_NS } from '../../../config/i18n';
import { errorText } from '../../../lib/error-text';
import { useOffer } from '../api/offers';
import { OfferComposer, startValues } from './offer-composer';
import { OfferVersions } from './offer-versions';

/**
 * A quote's or other quote's offer on its page (docs/decisions/031-offers-and-booking.md): the draft
 * being written (or a new one), then every version. Every answer of the API replaces what is shown,
 * so the totals are the server's once saved.
 */
export function OfferPanel({ reference, language }: { reference: string; language: string }) {
  const { t } = useTranslation(STAFF_NS);
  const { data: offer, error, mutate } = useOffer(reference);
  const [refusal, setRefusal] = useState('');
  const saved = (fresh: OfferView | null) => {
    setRefusal('');
    void mutate(fresh, { revalidate: false });
  };
  const newest = offer?.versions[0] ?? null;
  // A draft is written on; after a withdrawn or declined version (or none) a new one may be; otherwise the
  // shipper holds a version (revise or withdraw it) or accepted one.
  const writing = !newest || ['draft', 'withdrawn', 'declined'].includes(newest.status);
  const draft = newest?.status === 'draft' ? newest : null;
  return (
    <section aria-labelledby="request-offer">
      <h2 id="request-offer">
        {offer ? t('offers.title_numbered', { number: offer.number }) : t('offers.title')}
        {offer?.booking ? ` · ${t('offers.booked', { booking: offer.booking })}` : null}
      </h2>
      {error && offer === undefined ? (
        <ErrorState message={errorText(t, error)} onRetry={() => void mutate()} retryLabel={t('actions.retry')} />
      ) : null}
      {offer === undefined && !error ? <LoadingState label={t('layout.loading')} /> : null}
      <FormAlert>{refusal}</FormAlert>
      {offer !== undefined && writing ? (
        // Mounted when writing starts (a new offer, a revision, the version after a withdrawn one), it
        // stays mounted through its saves: what is typed is never replaced by an answer.
        <OfferComposer
          reference={reference}
          language={language}
          draft={draft}
          start={startValues(newest)}
          onSaved={saved}
          reload={() => mutate()}
        />
      ) : null}
      {offer ? (
        <OfferVersions offer={offer} onSaved={saved} onRefused={(refused) => setRefusal(errorText(t, refused))} />
      ) : null}
    </section>
  );
}
