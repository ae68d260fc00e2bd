import { useId } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LanguageList } from '@freight/shared/web/ui/language-list';
import styles from './header.module.css';

/** The header's language links (shared LanguageList), named for screen readers. */
export function LanguageSwitcher() {
  const { t } = useTranslation('common');
  const id = useId();
  // The router's location is the site path: the basename (the language prefix) is not in it.
  const { pathname, search, hash } = useLocation();
  return (
    <div className={styles.language}>
      <span id={id} className={styles.languageLabel}>
        {t('layout.language')}
      </span>
      <LanguageList
        path={`${pathname}${search}${hash}`}
        className={styles.languages}
        linkClassName={styles.languageLink}
        labelledBy={id}
      />
    </div>
  );
}
