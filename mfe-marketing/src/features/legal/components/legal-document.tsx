import { useTranslation } from 'react-i18next';
import { PROFILE_NAMESPACE } from '@freight/shared/core/profiles/profile-names';
import { PageIntro, PageSection } from '@freight/shared/web/ui/page';
import { PhoneList } from '@freight/shared/web/ui/phone-list';
import { MARKETING_NS } from '../../../config/i18n';
import { toSections } from '../../../lib/translated-content';
import { useSiteProfile } from '../../../lib/use-site-profile';
import pageStyles from '../../../components/page.module.css';

/** The company of the active brand profile: name, address, e-mail, phones. */
function CompanyDetails() {
  const { t } = useTranslation([MARKETING_NS, PROFILE_NAMESPACE]);
  const profile = useSiteProfile();
  return (
    <dl className={pageStyles.details}>
      <div>
        <dt>{t('legal.company')}</dt>
        <dd>{profile.brandName}</dd>
      </div>
      <div>
        <dt>{t('common.address')}</dt>
        <dd>{t(profile.addressKey, { ns: PROFILE_NAMESPACE })}</dd>
      </div>
      <div>
        <dt>{t('common.email')}</dt>
        <dd>
          <a href={`mailto:${profile.email}`} dir="ltr" className={pageStyles.ltr}>
            {profile.email}
          </a>
        </dd>
      </div>
      <div>
        <dt>{t('common.phone')}</dt>
        <dd>
          <PhoneList phones={profile.phones} />
        </dd>
      </div>
    </dl>
  );
}

interface LegalDocumentProps {
  /** `notice` (legal notice) or `privacy` (privacy policy): the locale subtree under `legal.`. */
  kind: 'notice' | 'privacy';
}

/**
 * A legal page of the active brand: its title and description, who is
 * responsible (the profile's company and contact details), then its sections.
 * The privacy policy ends with the visitor's rights and where to exercise them.
 */
export function LegalDocument({ kind }: LegalDocumentProps) {
  const { t } = useTranslation(MARKETING_NS);
  const brand = useSiteProfile().brandName;
  const key = `legal.${kind}`;
  const responsible = kind === 'notice' ? 'publisher' : 'controller';
  const sections = toSections(t(`${key}.sections`, { returnObjects: true, brand }));

  return (
    <>
      <PageIntro title={t(`${key}.title`)} lead={t(`${key}.lead`, { brand })} />
      <PageSection title={t(`${key}.${responsible}`)} intro={t(`${key}.${responsible}_text`, { brand })}>
        <CompanyDetails />
      </PageSection>
      {sections.map((section, index) => (
        <PageSection key={section.heading} title={section.heading} muted={index % 2 === 0}>
          {section.paragraphs.map((text) => (
            <p key={text}>{text}</p>
          ))}
        </PageSection>
      ))}
      {kind === 'privacy' ? (
        <PageSection title={t('legal.privacy.rights')} intro={t('legal.privacy.rights_text')} muted={sections.length % 2 === 0}>
          <CompanyDetails />
        </PageSection>
      ) : null}
    </>
  );
}
