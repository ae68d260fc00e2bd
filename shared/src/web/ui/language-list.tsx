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
  /** The site path of the page (the router's location: path, query and hash, without the language prefix). */
  path: string;
  className?: string;
  linkClassName?: string;
  /** Id of the element naming the list. */
  labelledBy?: string;
}

/**
 * The same page in each language: plain links to its address in that language
 * (a full load, which the server answers in that language), with `hreflang` and
 * `lang` so search engines and screen readers know what each one is. The public
 * header and the back office's bar both show it. No router import: the shell loads
 * this module with its entry, before the (shared, lazily loaded) router.
 */
export function LanguageList({ path, className, linkClassName, labelledBy }: LanguageListProps) {
  const { i18n } = useTranslation();
  const current = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  return (
    <ul className={className} aria-labelledby={labelledBy}>
      {LANGUAGES.map((lng) => (
        <li key={lng}>
          <a
            className={linkClassName}
            href={localizedPath(path, lng)}
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
