import { useId } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LanguageList } from '@freight/shared/web/ui/language-list';
import { STAFF_NS } from '../config/i18n';
import styles from './staff.module.css';

/** The same back-office page in each language (a full load of its address there). */
export function LanguageLinks() {
  const { t } = useTranslation(STAFF_NS);
  const id = useId();
  // The router's location is the site path: the basename (the language prefix) is not in it.
  const { pathname, search, hash } = useLocation();
  return (
    <nav aria-labelledby={id}>
      <span id={id} hidden>
        {t('layout.languages')}
      </span>
      <LanguageList path={`${pathname}${search}${hash}`} className={styles.languages} labelledBy={id} />
    </nav>
  );
}
