import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button } from '@freight/shared/web/ui/button';
import { PageSection } from '@freight/shared/web/ui/page';
import { PROFILE_NAMESPACE } from '@freight/shared/core/profiles/profile-names';
import { ContactBlock } from '@freight/shared/web/ui/contact-block';
import { CONTACT_PATH } from '../../../config/pages';
import { PhoneList } from '@freight/shared/web/ui/phone-list';
import { useHomeContent } from '../hooks/use-home-content';
import styles from './home.module.css';

/** The emergency block: the brand's hotline and its emergency numbers. */
export function HotlineSection() {
  const { t, profile, brand } = useHomeContent();
  const { t: tp } = useTranslation(PROFILE_NAMESPACE);
  return (
    <PageSection title={t('home.hotline.title')}>
      <div className={styles.hotline}>
        <div className={styles.prose}>
          <p className={styles.badge}>{tp(profile.hotlineKey)}</p>
          <p>{t(brand('hotline_text'))}</p>
        </div>
        <PhoneList phones={profile.emergencyPhones} className={styles.hotlinePhones} />
      </div>
    </PageSection>
  );
}

/** The general terms of sale, as a PDF of the brand (profile `termsOfSale`). */
export function TermsSection() {
  const { t, profile, brand } = useHomeContent();
  return (
    <PageSection title={t('home.terms.title')} muted>
      <div className={styles.terms}>
        <p>{t(brand('terms_text'))}</p>
        <Button asChild variant="primary" size="lg" className={styles.wrappingButton}>
          <a href={profile.termsOfSale} download type="application/pdf">
            {t('home.terms.download')}
          </a>
        </Button>
      </div>
    </PageSection>
  );
}

/** The contact call to action: opening hours, phone, e-mail and the contact page. */
export function ContactSection() {
  const { t, brand } = useHomeContent();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={styles.contactBand}>
      <div className={styles.contactInner}>
        <div className={styles.prose}>
          <h2 id={titleId}>{t('home.contact.title')}</h2>
          <p>{t(brand('contact_text'))}</p>
        </div>
        <ContactBlock items={['hours', 'phone', 'email']} className={styles.contactDetails} />
        <Button asChild variant="primary" size="lg">
          <Link to={CONTACT_PATH}>{t('home.contact.cta')}</Link>
        </Button>
      </div>
    </section>
  );
}
