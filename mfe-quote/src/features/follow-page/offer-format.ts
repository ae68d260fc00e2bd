import type { SiteLanguage } from '@freight/shared/core/constants';
import { type Format, plainFormat } from '@freight/shared/core/i18n/format';
import type { VisitorOffer as FollowOffer } from '@freight/shared/core/offers/visitor-offer-schemas';

// Amounts and dates of the offer block in the page's language, through the page's formatter (useFormat);
// the document's section carries its own, in the request's language. Centimes become an exact decimal
// string, never a float.

/** 123456 centimes -> "1234.56", as Intl's format takes a decimal string exactly. */
function centsText(cents: number): `${number}` {
  const sign = cents < 0 ? '-' : '';
  const digits = String(Math.abs(cents)).padStart(3, '0');
  return `${sign}${digits.slice(0, -2)}.${digits.slice(-2)}` as `${number}`;
}

export function formatOfferMoney(
  cents: number,
  currency: string,
  language: SiteLanguage,
  format: Format = plainFormat,
): string {
  return format.number(centsText(cents), language, { style: 'currency', currency });
}

/** A calendar date (YYYY-MM-DD) as the page's language writes it. */
export function formatOfferDate(isoDate: string, language: SiteLanguage, format: Format = plainFormat): string {
  return format.date(`${isoDate}T00:00:00Z`, language, { dateStyle: 'long', timeZone: 'UTC' });
}

export type OfferStep = 'offer_sent' | 'offer_revised' | 'offer_withdrawn' | 'offer_accepted' | 'offer_declined';

/** The timeline's steps the offers add: each version sent, withdrawn, accepted or declined, with its date. */
export function offerSteps(offer: FollowOffer | null | undefined) {
  if (!offer) return [];
  return offer.versions.flatMap((version) => {
    const steps: Array<{ step: OfferStep; at: string | null }> = [
      { step: version.version === 1 ? 'offer_sent' : 'offer_revised', at: version.sentAt },
      { step: 'offer_withdrawn', at: version.withdrawnAt },
      { step: 'offer_accepted', at: version.acceptedAt },
      { step: 'offer_declined', at: version.declinedAt },
    ];
    return steps.flatMap(({ step, at }) =>
      at ? [{ step, at, version: version.version, booking: offer.booking ?? '' }] : [],
    );
  });
}
