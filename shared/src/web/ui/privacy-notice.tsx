import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { toLanguage } from '../../core/constants';
import { FORMS_NAMESPACE } from '../../core/schemas/messages';
import styles from './privacy-notice.module.css';

/** Where the privacy page lives (the same path in every language). */
export const PRIVACY_PATH = '/privacy';

/**
 * The one line under every form that collects personal data (quote wizards,
 * contact, application): what the data is for, and a link to the privacy page
 * in the page's language, through the app's router.
 */
export function PrivacyNotice({ className }: { className?: string }) {
  const { t, i18n } = useTranslation(FORMS_NAMESPACE);
  const language = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  return (
    <p className={[styles.notice, className].filter(Boolean).join(' ')}>
      {t('privacy.notice')}{' '}
      <Link to={PRIVACY_PATH} hrefLang={language} className={styles.link}>
        {t('privacy.link')}
      </Link>
    </p>
  );
}
