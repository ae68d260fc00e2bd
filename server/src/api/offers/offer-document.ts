import { directionOf, type SiteLanguage } from '@freight/shared/core/constants';
import { localeFor } from '@freight/shared/core/i18n/format';
import type { SiteProfile } from '@freight/shared/core/profiles/profile-schema';
import { escapeHtml } from '../html/escape-html';
import { memoized } from '../mail/intl';
import { OFFER_TEXTS } from './offer-texts';

// The one rendering of an offer: the same HTML section is the staff's preview, the body of the
// shipper's e-mail and, inside offerDocumentHtml, the page Chromium prints to PDF. Every text a
// person typed goes through escapeHtml: markup in a label or a condition reads as text.

export type OfferCurrency = 'MAD' | 'EUR';

export interface OfferDocument {
  number: string;
  version: number;
  reference: string;
  language: SiteLanguage;
  customerName: string;
  customerCompany: string | null;
  currency: OfferCurrency;
  vatRateBasisPoints: number;
  /** Calendar date, YYYY-MM-DD. */
  validUntil: string;
  /** When it was (or will be) issued. */
  issuedAt: Date;
  transitTime: string;
  pickupWindow: string;
  conditions: string;
  lines: Array<{ label: string; quantityMilli: number; unit: string; unitPriceCents: number; totalCents: number }>;
  subtotalCents: number;
  vatCents: number;
  totalCents: number;
}

const moneyFormat = memoized(
  (key: `${SiteLanguage}:${OfferCurrency}`) =>
    new Intl.NumberFormat(localeFor(key.slice(0, 2)), { style: 'currency', currency: key.slice(3) }),
);
const quantityFormat = memoized(
  (language: SiteLanguage) => new Intl.NumberFormat(localeFor(language), { maximumFractionDigits: 3 }),
);
const percentFormat = memoized(
  (language: SiteLanguage) =>
    new Intl.NumberFormat(localeFor(language), { style: 'percent', maximumFractionDigits: 2 }),
);
const calendarDate = memoized(
  (language: SiteLanguage) => new Intl.DateTimeFormat(localeFor(language), { dateStyle: 'long', timeZone: 'UTC' }),
);

/** An integer of `1 / scale` units as an exact decimal string ("-12.05"): Intl formats it without a float. */
function decimalString(units: number, scale: 100 | 1000 | 10_000): string {
  const digits = String(scale).length - 1;
  const sign = units < 0 ? '-' : '';
  const text = String(Math.abs(units)).padStart(digits + 1, '0');
  return `${sign}${text.slice(0, -digits)}.${text.slice(-digits)}`;
}

// Intl's format takes decimal strings exactly (ES2023); its type still says number.
type DecimalFormat = { format(value: string): string };

export function formatMoney(cents: number, currency: OfferCurrency, language: SiteLanguage): string {
  return (moneyFormat(`${language}:${currency}`) as unknown as DecimalFormat).format(decimalString(cents, 100));
}

export function formatQuantity(quantityMilli: number, language: SiteLanguage): string {
  return (quantityFormat(language) as unknown as DecimalFormat).format(decimalString(quantityMilli, 1000));
}

export function formatVatRate(basisPoints: number, language: SiteLanguage): string {
  return (percentFormat(language) as unknown as DecimalFormat).format(decimalString(basisPoints, 10_000));
}

export function formatCalendarDate(isoDate: string, language: SiteLanguage): string {
  return calendarDate(language).format(new Date(`${isoDate}T00:00:00Z`));
}

/** Typed text with its line breaks kept, escaped. */
const multiline = (text: string) => escapeHtml(text).replace(/\n/g, '<br>');

/** The offer as an HTML section (already escaped), in its language and direction. */
export function offerSectionHtml(offer: OfferDocument, profile: SiteProfile): string {
  const t = OFFER_TEXTS[offer.language];
  const { language, currency } = offer;
  const money = (cents: number) => formatMoney(cents, currency, language);
  const issued = calendarDate(language).format(offer.issuedAt);
  const facts: Array<[string, string]> = [
    [t.number, `${offer.number} · ${t.version} ${offer.version}`],
    [t.request, offer.reference],
    [t.issued, issued],
    [t.validUntil, formatCalendarDate(offer.validUntil, language)],
    [t.preparedFor, [offer.customerName, offer.customerCompany].filter(Boolean).join(', ')],
  ];
  const terms: Array<[string, string]> = [
    [t.transitTime, offer.transitTime],
    [t.pickupWindow, offer.pickupWindow],
    [t.conditions, offer.conditions],
  ].filter((entry): entry is [string, string] => entry[1] !== '');
  const rows = offer.lines.map(
    (line) =>
      `<tr><td>${multiline(line.label)}</td><td class="n">${escapeHtml(formatQuantity(line.quantityMilli, language))}</td>` +
      `<td>${escapeHtml(line.unit)}</td><td class="n">${escapeHtml(money(line.unitPriceCents))}</td>` +
      `<td class="n">${escapeHtml(money(line.totalCents))}</td></tr>`,
  );
  return [
    `<section class="offer" lang="${language}" dir="${directionOf(language)}">`,
    `<h1>${escapeHtml(t.title)} — ${escapeHtml(profile.brandName)}</h1>`,
    // Each value isolated (bdi): a Latin name or a reference keeps its order inside Arabic text.
    `<dl class="facts">${facts.map(([term, value]) => `<dt>${escapeHtml(term)}</dt><dd><bdi>${escapeHtml(value)}</bdi></dd>`).join('')}</dl>`,
    '<table class="lines">',
    `<thead><tr><th scope="col">${escapeHtml(t.label)}</th><th scope="col">${escapeHtml(t.quantity)}</th>` +
      `<th scope="col">${escapeHtml(t.unit)}</th><th scope="col">${escapeHtml(t.unitPrice)}</th>` +
      `<th scope="col">${escapeHtml(t.lineTotal)}</th></tr></thead>`,
    `<tbody>${rows.join('')}</tbody>`,
    '<tfoot>',
    `<tr><th scope="row" colspan="4">${escapeHtml(t.subtotal)}</th><td class="n">${escapeHtml(money(offer.subtotalCents))}</td></tr>`,
    `<tr><th scope="row" colspan="4">${escapeHtml(t.vat(formatVatRate(offer.vatRateBasisPoints, language)))}</th>` +
      `<td class="n">${escapeHtml(money(offer.vatCents))}</td></tr>`,
    `<tr class="total"><th scope="row" colspan="4">${escapeHtml(t.total)}</th><td class="n">${escapeHtml(money(offer.totalCents))}</td></tr>`,
    '</tfoot>',
    '</table>',
    terms.length > 0
      ? `<dl class="terms">${terms.map(([term, value]) => `<dt>${escapeHtml(term)}</dt><dd>${multiline(value)}</dd>`).join('')}</dl>`
      : '',
    // Addresses and phone numbers read left to right in an Arabic document too.
    `<p class="company">${escapeHtml(profile.brandName)}<br><span dir="ltr">${escapeHtml(profile.email)}</span><br>` +
      `${profile.phones.map((phone) => `<span dir="ltr">${escapeHtml(phone)}</span>`).join(', ')}</p>`,
    '</section>',
  ].join('\n');
}

/** The offer's own styles: inline in the section's page, so nothing is fetched from anywhere. */
export const OFFER_STYLES = `
.offer{font-family:"Noto Sans","Noto Naskh Arabic","Noto Sans Arabic",Arial,sans-serif;color:#1a1a1a;font-size:11pt;line-height:1.45}
.offer h1{font-size:16pt;margin:0 0 12pt}
.offer dl{display:grid;grid-template-columns:max-content 1fr;gap:2pt 12pt;margin:0 0 12pt}
.offer dt{font-weight:bold}.offer dd{margin:0}
.offer table{border-collapse:collapse;width:100%;margin:0 0 12pt}
.offer th,.offer td{border-bottom:1px solid #ccc;padding:4pt 6pt;text-align:start;vertical-align:top}
.offer .n{text-align:end;white-space:nowrap;font-variant-numeric:tabular-nums}
.offer tfoot th{text-align:end}.offer tr.total th,.offer tr.total td{font-weight:bold;border-bottom:2px solid #1a1a1a}
.offer .company{color:#555;font-size:9pt}
`;

/** A whole HTML page of the offer: what the preview shows and what Chromium prints. */
export function offerDocumentHtml(offer: OfferDocument, profile: SiteProfile): string {
  const t = OFFER_TEXTS[offer.language];
  const dir = directionOf(offer.language);
  return [
    '<!doctype html>',
    `<html lang="${offer.language}" dir="${dir}">`,
    '<head><meta charset="utf-8">',
    `<title>${escapeHtml(`${t.title} ${offer.number} v${offer.version}`)}</title>`,
    `<style>@page{size:A4;margin:18mm 16mm}body{margin:0}${OFFER_STYLES}</style>`,
    '</head>',
    `<body dir="${dir}">`,
    offerSectionHtml(offer, profile),
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
