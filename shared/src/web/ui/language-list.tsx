import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, toLanguage, type SiteLanguage } from '../../core/constants';
import { localizedPath } from '../../core/federation/site-paths';

// Each language names itself, as switchers conventionally do.
export const NATIVE_NAMES: Record<SiteLanguage, string> = {
  fr: 'Français',
  en: 'English',
  es: 'Español',
  ar: 'العربية',
};

export interface LanguageListProps {
  className?: string;
  linkClassName?: string;
  /** Id of the element naming the list. */
  labelledBy?: string;
}

/**
 * The same page in each language: plain links to its address in that language
 * (a full load, which the server answers in that language), with `hreflang` and
 * `lang` so search engines and screen readers know what each one is. The public
 * header and the back office's bar both show it.
 */
export function LanguageList({ className, linkClassName, labelledBy }: LanguageListProps) {
  const { i18n } = useTranslation();
  // The router's location is the site path: the basename (the language prefix) is not in it.
  const { pathname, search, hash } = useLocation();
  const current = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  return (
    <ul className={className} aria-labelledby={labelledBy}>
      {LANGUAGES.map((lng) => (
        <li key={lng}>
          <a
            className={linkClassName}
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
  );
}
