import { useTranslation } from 'react-i18next';
import { Static } from '@freight/shared/web/ui/static';
import { PageIntro, PageSection } from '@freight/shared/web/ui/page';
import { ContactBlock } from '@freight/shared/web/ui/contact-block';
import { MARKETING_NS } from '../../../config/i18n';
import { toSections } from '../../../lib/translated-content';
import { useSiteProfile } from '../../../lib/use-site-profile';
import pageStyles from '../../../components/page.module.css';

/** The company of the active brand profile: name, address, e-mail, phones. */
function CompanyDetails() {
  const { t } = useTranslation(MARKETING_NS);
  return (
    <ContactBlock
      companyLabel={t('legal.company')}
      items={['address', 'email', 'phones']}
      labels={{ address: t('common.address'), email: t('common.email'), phones: t('common.phone') }}
      className={pageStyles.details}
    />
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

  // Text only, kept as the server sent it (shared `Static`).
  return (
    <Static>
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
        <PageSection
          title={t('legal.privacy.rights')}
          intro={t('legal.privacy.rights_text')}
          muted={sections.length % 2 === 0}
        >
          <CompanyDetails />
        </PageSection>
      ) : null}
    </Static>
  );
}
