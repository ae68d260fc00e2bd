import { toLanguage, type SiteLanguage } from '../constants';

// Arabic pages use Morocco's conventions; the others their language's default.
const LOCALES: Record<SiteLanguage, string> = { fr: 'fr-FR', en: 'en-GB', es: 'es-ES', ar: 'ar-MA' };

/** The Intl locale of a page language: 'ar-MA' and 'ar' both format as in Morocco. */
export function localeFor(lng: string | undefined | null): string {
  return LOCALES[toLanguage(lng)];
}

/** Texts formatted with Intl, by what was formatted (kind, locale, options, value). */
export type FormattedTexts = Record<string, string>;

/** Where a page's formatted texts are kept: noted by the server as it renders, read by the browser. */
export interface FormattedBook {
  texts: FormattedTexts;
  /** The server notes what it formats; the browser only reads. */
  record: boolean;
}

export interface Format {
  /** A number in the page language (a currency, a unit, a plain number); a decimal string is formatted exactly. */
  number(value: number | `${number}`, lng: string | undefined, options?: Intl.NumberFormatOptions): string;
  /** An ISO date or date-time in the page language, long by default ('3 mars 2026'); '' when unreadable. */
  date(iso: string, lng: string | undefined, options?: Intl.DateTimeFormatOptions): string;
}

// Making an Intl formatter loads its locale's data (125-240 ms of a phone's main thread for a
// page's first): made once a locale and options, and not at all for a text the book holds
// (docs/decisions/027-interactive-as-fast-as-react-alone.md, "Formatted on the server").
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function made<T>(cache: Map<string, T>, key: string, make: () => T): T {
  let format = cache.get(key);
  if (!format) {
    format = make();
    cache.set(key, format);
  }
  return format;
}

const LONG_DATE: Intl.DateTimeFormatOptions = { dateStyle: 'long' };

/** Formats from the book's texts where it holds the same, else with Intl (noted when the book records). */
export function formatWith(book: FormattedBook | null): Format {
  const through = (key: string, make: () => string) => {
    if (book && Object.hasOwn(book.texts, key)) return book.texts[key]!;
    const text = make();
    if (book?.record) book.texts[key] = text;
    return text;
  };
  return {
    number(value, lng, options = {}) {
      const locale = localeFor(lng);
      const shape = JSON.stringify(options);
      return through(`n|${locale}|${shape}|${value}`, () =>
        made(numberFormats, `${locale}|${shape}`, () => new Intl.NumberFormat(locale, options)).format(value),
      );
    },
    date(iso, lng, options = LONG_DATE) {
      const locale = localeFor(lng);
      const shape = JSON.stringify(options);
      return through(`d|${locale}|${shape}|${iso}`, () => {
        const date = new Date(iso);
        if (Number.isNaN(date.getTime())) return '';
        return made(dateFormats, `${locale}|${shape}`, () => new Intl.DateTimeFormat(locale, options)).format(date);
      });
    },
  };
}

/** Intl alone: the server's e-mails and documents, and pages never rendered on the server. */
export const plainFormat: Format = formatWith(null);

/** A date (or date-time) as the language writes it in full ('5 mars 2026'); '' when unreadable. */
export function formatDate(iso: string, lng: string | undefined): string {
  return plainFormat.date(iso, lng);
}
