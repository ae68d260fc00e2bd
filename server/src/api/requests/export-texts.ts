import type { SiteLanguage } from '@freight/shared/core/constants';
import { REQUEST_COLUMNS, type RequestColumn } from '@freight/shared/core/i18n/request-labels';
import type { RequestKind, RequestStatus } from '@freight/shared/core/schemas/staff-inbox';
import { formsBundle } from '../mail/shared-locales';
import type { OfferStatus } from '../offers/offer-schemas';

// The CSV export's header row and codes in the staff member's language, from the shared `forms`
// bundle's `requests` labels: the words the back office shows (shared/src/core/i18n/request-labels.ts).

/** The offer's columns, after the request's: its number, last version and state, total and currency, booking. */
export const OFFER_EXPORT_COLUMNS = [
  'offer',
  'offer_version',
  'offer_status',
  'offer_total',
  'offer_currency',
  'booking',
] as const;
type OfferExportColumn = (typeof OFFER_EXPORT_COLUMNS)[number];

export const EXPORT_COLUMNS = [...REQUEST_COLUMNS, ...OFFER_EXPORT_COLUMNS] as const;
export type ExportColumn = RequestColumn | OfferExportColumn;

// The offer columns' words live here, not in the shared bundle, so adding them needs no shared
// version bump (docs/decisions/031-offers-and-booking.md).
const OFFER_HEADERS: Record<SiteLanguage, Record<OfferExportColumn, string>> = {
  fr: {
    offer: 'Offre',
    offer_version: 'Version de l’offre',
    offer_status: 'État de l’offre',
    offer_total: 'Total TTC de l’offre',
    offer_currency: 'Devise',
    booking: 'Réservation',
  },
  en: {
    offer: 'Offer',
    offer_version: 'Offer version',
    offer_status: 'Offer state',
    offer_total: 'Offer total incl. VAT',
    offer_currency: 'Currency',
    booking: 'Booking',
  },
  es: {
    offer: 'Oferta',
    offer_version: 'Versión de la oferta',
    offer_status: 'Estado de la oferta',
    offer_total: 'Total de la oferta con IVA',
    offer_currency: 'Moneda',
    booking: 'Reserva',
  },
  ar: {
    offer: 'العرض',
    offer_version: 'نسخة العرض',
    offer_status: 'حالة العرض',
    offer_total: 'مجموع العرض شامل الضريبة',
    offer_currency: 'العملة',
    booking: 'الحجز',
  },
};

const OFFER_STATUS_LABELS: Record<SiteLanguage, Record<OfferStatus, string>> = {
  fr: {
    draft: 'Brouillon',
    sent: 'Envoyée',
    superseded: 'Remplacée',
    withdrawn: 'Retirée',
    accepted: 'Acceptée',
    declined: 'Refusée',
    expired: 'Expirée',
  },
  en: {
    draft: 'Draft',
    sent: 'Sent',
    superseded: 'Superseded',
    withdrawn: 'Withdrawn',
    accepted: 'Accepted',
    declined: 'Declined',
    expired: 'Expired',
  },
  es: {
    draft: 'Borrador',
    sent: 'Enviada',
    superseded: 'Sustituida',
    withdrawn: 'Retirada',
    accepted: 'Aceptada',
    declined: 'Rechazada',
    expired: 'Caducada',
  },
  ar: {
    draft: 'مسودة',
    sent: 'مرسل',
    superseded: 'مستبدل',
    withdrawn: 'مسحوب',
    accepted: 'مقبول',
    declined: 'مرفوض',
    expired: 'منتهي الصلاحية',
  },
};

const isOfferColumn = (column: ExportColumn): column is OfferExportColumn =>
  (OFFER_EXPORT_COLUMNS as readonly string[]).includes(column);

export interface ExportTexts {
  header: (column: ExportColumn) => string;
  kind: (kind: RequestKind) => string;
  status: (status: RequestStatus) => string;
  language: (language: string) => string;
  offerStatus: (status: OfferStatus) => string;
}

export function exportTexts(language: SiteLanguage): ExportTexts {
  const { requests } = formsBundle(language);
  const label = (group: string, code: string) => requests[group]?.[code] ?? code;
  return {
    header: (column) => (isOfferColumn(column) ? OFFER_HEADERS[language][column] : label('columns', column)),
    kind: (kind) => label('kinds', kind),
    status: (status) => label('statuses', status),
    language: (code) => label('languages', code),
    offerStatus: (status) => OFFER_STATUS_LABELS[language][status],
  };
}
