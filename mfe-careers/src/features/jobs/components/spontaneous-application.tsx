import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { getProfile, readProfileName } from '@freight/shared/profiles/profiles';
import { PageSection } from '@freight/shared/ui/page';
import { CAREERS_NS } from '../locales';
import styles from './jobs.module.css';

// Until the application form exists (later issue), candidates write to the company's address.
export function SpontaneousApplication() {
  const { t } = useTranslation(CAREERS_NS);
  const { email } = useMemo(() => getProfile(readProfileName()), []);
  const href = `mailto:${email}?subject=${encodeURIComponent(t('spontaneous.mailto_subject'))}`;
  return (
    <PageSection title={t('spontaneous.title')} intro={t('spontaneous.text')} muted>
      <p>
          {t('spontaneous.email_intro')}{' '}
          <a href={href} dir="ltr" className={styles.email}>
            {email}
          </a>
      </p>
    </PageSection>
  );
}
