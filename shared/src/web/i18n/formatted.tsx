import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { localeFor } from '../../core/i18n/format';

// A page's first Intl formatter costs a phone's main thread 125-240 ms (the locale's data is
// loaded then): a list of dated cards or a job offer's salary made a long task of hydration
// (docs/decisions/027-interactive-as-fast-as-react-alone.md, "Formatted on the server"). The
// server notes every text it formats while rendering; the page carries them in its server data,
// and the browser hydrates with those texts, making no formatter until it formats something new.

/** Texts formatted with Intl, by what was formatted (kind, locale, options, value). */
export type FormattedTexts = Record<string, string>;

interface Book {
  texts: FormattedTexts;
  /** The server notes what it formats; the browser only reads. */
  record: boolean;
}

const FormattedContext = createContext<Book | null>(null);

/** The texts a page was rendered with: `record` on the server (filled as it renders), read in the browser. */
export function FormattedTextsProvider({
  texts,
  record = false,
  children,
}: {
  texts: FormattedTexts;
  record?: boolean;
  children: ReactNode;
}) {
  const book = useMemo(() => ({ texts, record }), [texts, record]);
  return <FormattedContext.Provider value={book}>{children}</FormattedContext.Provider>;
}

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

export interface Format {
  /** A number in the page language (a currency, a unit, a plain number). */
  number(value: number, lng: string | undefined, options?: Intl.NumberFormatOptions): string;
  /** An ISO date or date-time in the page language, long by default ('3 mars 2026'); '' when unreadable. */
  date(iso: string, lng: string | undefined, options?: Intl.DateTimeFormatOptions): string;
}

/** Formats as the server did for this page, from its texts where it formatted the same. */
export function formatWith(book: Book | null): Format {
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

/** The page's formatter: the server's texts first, Intl for anything new. */
export function useFormat(): Format {
  const book = useContext(FormattedContext);
  return useMemo(() => formatWith(book), [book]);
}
