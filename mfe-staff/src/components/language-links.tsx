import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageList } from '@freight/shared/web/ui/language-list';
import { STAFF_NS } from '../config/i18n';
import styles from './staff.module.css';

/** The same back-office page in each language (a full load of its address there). */
export function LanguageLinks() {
  const { t } = useTranslation(STAFF_NS);
  const id = useId();
  return (
    <nav aria-labelledby={id}>
      <span id={id} hidden>
        {t('layout.languages')}
      </span>
      <LanguageList className={styles.languages} labelledBy={id} />
    </nav>
  );
}
