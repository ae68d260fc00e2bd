import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { directionOf, languageOf, toLanguage, type SiteLanguage } from '@freight/shared/core/constants';
import { localizedPath } from '@freight/shared/core/federation/site-paths';
import styles from './language-offer.module.css';

/** Set once the visitor declined the offer (or took it): the banner does not come back. */
export const OFFER_DISMISSED_KEY = 'freight:language-offer-dismissed';

// Written in the language offered, which the page has not loaded: the visitor who
// needs the offer reads that language, not the page's (docs/decisions/004-languages.md).
export const OFFER_TEXTS: Record<SiteLanguage, { text: string; link: string; dismiss: string; label: string }> = {
  fr: {
    text: 'Cette page existe en français.',
    link: 'Lire en français',
    dismiss: 'Non merci',
    label: 'Langue proposée',
  },
  en: {
    text: 'This page is available in English.',
    link: 'Read in English',
    dismiss: 'No thanks',
    label: 'Suggested language',
  },
  es: {
    text: 'Esta página está disponible en español.',
    link: 'Leer en español',
    dismiss: 'No, gracias',
    label: 'Idioma sugerido',
  },
  ar: {
    text: 'هذه الصفحة متوفرة باللغة العربية.',
    link: 'القراءة بالعربية',
    dismiss: 'لا، شكرًا',
    label: 'اللغة المقترحة',
  },
};

/** The first language of the browser the site has, when it is not the page's (a regional code counts as its base). */
export function offeredLanguage(preferred: readonly string[], page: SiteLanguage): SiteLanguage | null {
  for (const code of preferred) {
    const language = languageOf(code);
    if (language) return language === page ? null : language;
  }
  return null;
}

function readDismissed(): boolean {
  try {
    return window.localStorage.getItem(OFFER_DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

function writeDismissed() {
  try {
    window.localStorage.setItem(OFFER_DISMISSED_KEY, '1');
  } catch {
    // Storage refused (private mode): the offer may come back on the next page; nothing breaks.
  }
}

/**
 * Pages are never redirected by the browser's language: the address names the
 * language. A visitor whose browser prefers another language the site has is
 * offered a link to this page in it, once, dismissible. Decided after mount, so
 * the server's HTML and the first render in the browser stay identical.
 */
export function LanguageOffer() {
  const { i18n } = useTranslation('common');
  const { pathname, search, hash } = useLocation();
  const [offer, setOffer] = useState<SiteLanguage | null>(null);
  const page = toLanguage(i18n.resolvedLanguage ?? i18n.language);

  useEffect(() => {
    if (readDismissed()) return;
    setOffer(offeredLanguage(navigator.languages?.length ? navigator.languages : [navigator.language], page));
  }, [page]);

  if (!offer) return null;
  const texts = OFFER_TEXTS[offer];
  const dismiss = () => {
    writeDismissed();
    setOffer(null);
  };
  return (
    <aside className={styles.offer} aria-label={texts.label} lang={offer} dir={directionOf(offer)}>
      <p className={styles.text}>{texts.text}</p>
      <a
        className={styles.link}
        href={localizedPath(`${pathname}${search}${hash}`, offer)}
        hrefLang={offer}
        onClick={writeDismissed}
      >
        {texts.link}
      </a>
      <button type="button" className={styles.dismiss} onClick={dismiss}>
        {texts.dismiss}
      </button>
    </aside>
  );
}
