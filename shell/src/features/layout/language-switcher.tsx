import { useId } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, toLanguage, type SiteLanguage } from '@freight/shared/core/constants';
import { localizedPath } from '@freight/shared/core/federation/site-paths';
import styles from './header.module.css';

// Each language names itself, as switchers conventionally do.
export const NATIVE_NAMES: Record<SiteLanguage, string> = {
  fr: 'Français',
  en: 'English',
  es: 'Español',
  ar: 'العربية',
};

/**
 * The same page in each language: plain links to its address in that language
 * (a full load, which the server answers in that language), with `hreflang` and
 * `lang` so search engines and screen readers know what each one is.
 */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation('common');
  const id = useId();
  // The router's location is the site path: the basename (the language prefix) is not in it.
  const { pathname, search, hash } = useLocation();
  const current = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  return (
    <div className={styles.language}>
      <span id={id} className={styles.languageLabel}>
        {t('layout.language')}
      </span>
      <ul className={styles.languages} aria-labelledby={id}>
        {LANGUAGES.map((lng) => (
          <li key={lng}>
            <a
              className={styles.languageLink}
              href={localizedPath(`${pathname}${search}${hash}`, lng)}
              hrefLang={lng}
              lang={lng}
              aria-current={lng === current ? 'true' : undefined}
            >
              {NATIVE_NAMES[lng]}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
