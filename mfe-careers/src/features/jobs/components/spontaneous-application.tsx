import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { getProfile, readProfileName } from '@freight/shared/profiles/profiles';
import { CAREERS_NS } from '../locales';
import styles from './jobs.module.css';

// Until the application form exists (later issue), candidates write to the company's address.
export function SpontaneousApplication() {
  const { t } = useTranslation(CAREERS_NS);
  const { email } = useMemo(() => getProfile(readProfileName()), []);
  const headingId = useId();
  const href = `mailto:${email}?subject=${encodeURIComponent(t('spontaneous.mailto_subject'))}`;
  return (
    <section className={`${styles.section} ${styles.muted}`} aria-labelledby={headingId}>
      <div className={styles.container}>
        <h2 id={headingId}>{t('spontaneous.title')}</h2>
        <p className={styles.sectionIntro}>{t('spontaneous.text')}</p>
        <p>
          {t('spontaneous.email_intro')}{' '}
          <a href={href} dir="ltr" className={styles.email}>
            {email}
          </a>
        </p>
      </div>
    </section>
  );
}
