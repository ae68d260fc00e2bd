import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SiteLanguage } from '@freight/shared/core/constants';
import { STAFF_NS, staffLocales } from '../../../config/i18n';

/**
 * The staff texts of another language, for a preview in that language: its bundle is fetched once
 * (the remote loads only the page's language), then `t` reads it.
 */
export function useLanguageT(language: SiteLanguage) {
  const { i18n } = useTranslation(STAFF_NS);
  const [ready, setReady] = useState(() => i18n.hasResourceBundle(language, STAFF_NS));
  useEffect(() => {
    if (ready) return;
    let live = true;
    void staffLocales[language]().then((bundle) => {
      i18n.addResourceBundle(language, STAFF_NS, bundle.default, true, false);
      if (live) setReady(true);
    });
    return () => {
      live = false;
    };
  }, [i18n, language, ready]);
  return ready ? i18n.getFixedT(language, STAFF_NS) : null;
}
