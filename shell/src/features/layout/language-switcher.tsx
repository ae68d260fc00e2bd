import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, toLanguage } from '@freight/shared/core/constants';
import styles from './header.module.css';

// Each language names itself, as switchers conventionally do.
const NATIVE_NAMES: Record<(typeof LANGUAGES)[number], string> = {
  fr: 'Français',
  en: 'English',
  es: 'Español',
  ar: 'العربية',
};

export function LanguageSwitcher() {
  const { t, i18n } = useTranslation('common');
  const id = useId();
  const current = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  return (
    <div className={styles.language}>
      <label htmlFor={id} className={styles.languageLabel}>
        {t('layout.language')}
      </label>
      <select id={id} value={current} onChange={(event) => void i18n.changeLanguage(event.target.value)}>
        {LANGUAGES.map((lng) => (
          <option key={lng} value={lng} lang={lng}>
            {NATIVE_NAMES[lng]}
          </option>
        ))}
      </select>
    </div>
  );
}
