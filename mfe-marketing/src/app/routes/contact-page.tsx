import { useTranslation } from 'react-i18next';
import { usePageHead } from '@freight/shared/web/seo/use-page-title';
import { PAGES } from '../../config/pages';
import { PROFILE_NAMESPACE } from '@freight/shared/core/profiles/profile-names';
import { MapEmbed } from '@freight/shared/web/ui/map-embed';
import { MARKETING_NS } from '../../config/i18n';
import { PageIntro } from '@freight/shared/web/ui/page';
import { PageSection } from '@freight/shared/web/ui/page';
import { ContactBlock } from '@freight/shared/web/ui/contact-block';
import { toStrings } from '../../lib/translated-content';
import { useSiteProfile } from '../../lib/use-site-profile';
import { BRAND_CONTENT } from '@freight/shared/core/profiles/brand-content';
import { ContactForm } from '../../features/contact/components/contact-form';
import pageStyles from '../../components/page.module.css';
import styles from './contact.module.css';

export function ContactPage() {
  const { t } = useTranslation([MARKETING_NS, PROFILE_NAMESPACE]);
  const profile = useSiteProfile();
  usePageHead({ pages: PAGES, path: '/contact' });
  // The brand's own wording (docs/decisions/007-brand-profiles.md).
  const prose = BRAND_CONTENT[profile.name].contact;
  const departments = toStrings(t(`${prose}.departments.items`, { returnObjects: true }));
  const address = t(profile.addressKey, { ns: PROFILE_NAMESPACE });

  return (
    <>
      <PageIntro title={t('contact.title')} lead={t(`${prose}.lead`)} />
      <PageSection title={t('contact.details.title')}>
        <ContactBlock
          items={['phones', 'email', 'address', 'hours', 'hotline']}
          labels={{
            phones: t('common.phone'),
            email: t('common.email'),
            address: t('common.address'),
            hours: t('common.hours'),
          }}
          className={`${pageStyles.details} ${styles.details}`}
        />
      </PageSection>
      <PageSection title={t('contact.form.title')} intro={t(`${prose}.form.intro`)} muted>
        <div className={styles.layout}>
          <ContactForm />
          <div className={styles.where}>
            <h3>{t('contact.map.title')}</h3>
            <p>{address}</p>
            <MapEmbed
              title={t('contact.map.frame_title', { brand: profile.brandName })}
              lat={profile.location.lat}
              lng={profile.location.lng}
            />
          </div>
        </div>
      </PageSection>
      <PageSection title={t('contact.departments.title')} intro={t('contact.departments.intro')}>
        {/* Labels only; no names or direct lines are published (docs/product-rules.md#pages). */}
        <ul className={styles.departments}>
          {departments.map((department) => (
            <li key={department}>{department}</li>
          ))}
        </ul>
      </PageSection>
    </>
  );
}
