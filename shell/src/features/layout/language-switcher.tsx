import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageList } from '@freight/shared/web/ui/language-list';
import styles from './header.module.css';

/** The header's language links (shared LanguageList), named for screen readers. */
export function LanguageSwitcher() {
  const { t } = useTranslation('common');
  const id = useId();
  return (
    <div className={styles.language}>
      <span id={id} className={styles.languageLabel}>
        {t('layout.language')}
      </span>
      <LanguageList className={styles.languages} linkClassName={styles.languageLink} labelledBy={id} />
    </div>
  );
}
