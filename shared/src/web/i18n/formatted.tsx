import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { type Format, type FormattedBook, type FormattedTexts, formatWith } from '../../core/i18n/format';

// A page's first Intl formatter costs a phone's main thread 125-240 ms (the locale's data is
// loaded then): a list of dated cards or a job offer's salary made a long task of hydration
// (docs/decisions/027-interactive-as-fast-as-react-alone.md, "Formatted on the server"). The
// server notes every text it formats while rendering; the page carries them in its server data,
// and the browser hydrates with those texts, making no formatter until it formats something new.

const FormattedContext = createContext<FormattedBook | null>(null);

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

/** The page's formatter: the server's texts first, Intl for anything new. */
export function useFormat(): Format {
  const book = useContext(FormattedContext);
  return useMemo(() => formatWith(book), [book]);
}
