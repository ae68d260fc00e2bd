import { useTranslation } from 'react-i18next';
import { Static } from '@freight/shared/web/ui/static';
import { certificatePdf, qualityPolicyPdf } from '@freight/shared/core/profiles/profiles';
import { type SiteLanguage, toLanguage } from '@freight/shared/core/constants';
import { usePageHead } from '@freight/shared/web/seo/use-page-title';
import { PAGES } from '../../config/pages';
import { Card } from '@freight/shared/web/ui/card';
import { PageIntro, PageSection } from '@freight/shared/web/ui/page';
import { MARKETING_NS } from '../../config/i18n';
import { CardGrid } from '../../components/card-grid';
import { QuoteLink } from '../../components/quote-link';
import { toCards, toStrings } from '../../lib/translated-content';
import { useSiteProfile } from '../../lib/use-site-profile';
import { BRAND_CONTENT } from '@freight/shared/core/profiles/brand-content';
import styles from './certification.module.css';

/** The language of a document path: every brand document is French or English. */
const languageOf = (href: string): SiteLanguage => toLanguage(/-(fr|en|es|ar)\.pdf$/.exec(href)?.[1]);

/**
 * Title, description and the brand's documents: the ISO 9001 certificate and
 * the quality policy in the visitor's language (the certificate in all four, the policy in French
 * for fr and English otherwise, docs/product-rules.md#brand-profiles), and the general terms of sale (French).
 */
export function CertificationPage() {
  const { t, i18n } = useTranslation(MARKETING_NS);
  const profile = useSiteProfile();
  // The brand's own prose; the titles and the documents' texts are shared.
  const prose = (key: string) => `${BRAND_CONTENT[profile.name].certification}.${key}`;
  usePageHead({ pages: PAGES, path: '/certification' });
  const lng = i18n.resolvedLanguage ?? i18n.language;
  const certificate = certificatePdf(profile, lng);
  const qualityPolicy = qualityPolicyPdf(profile, lng);
  const documents = [
    { key: 'certificate', href: certificate, language: languageOf(certificate) },
    { key: 'quality_policy', href: qualityPolicy, language: languageOf(qualityPolicy) },
    { key: 'terms', href: profile.termsOfSale, language: 'fr' },
  ] as const;

  return (
    <>
      <PageIntro title={t('certification.title')} lead={t(prose('lead'))}>
        <QuoteLink />
      </PageIntro>
      <Static>
        <PageSection title={t('certification.description.title')}>
          {toStrings(t(prose('description.paragraphs'), { returnObjects: true })).map((text) => (
            <p key={text}>{text}</p>
          ))}
        </PageSection>
        <PageSection title={t('certification.documents.title')} intro={t('certification.documents.intro')} muted>
          <ul className={styles.documents}>
            {documents.map((document) => (
              <li key={document.key}>
                <Card
                  title={t(`certification.documents.${document.key}.title`)}
                  headingLevel={3}
                  footer={
                    <a
                      className={styles.download}
                      href={document.href}
                      type="application/pdf"
                      hrefLang={document.language}
                    >
                      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                        <path
                          d="M12 3v12m0 0-5-5m5 5 5-5M4 19h16"
                          fill="none"
                          stroke="currentColor"
                          strokeWidth="2"
                          strokeLinecap="round"
                          strokeLinejoin="round"
                        />
                      </svg>
                      {t(`certification.documents.${document.key}.link`, {
                        language: t(`certification.documents.language.${document.language}`),
                      })}
                    </a>
                  }
                >
                  <p>{t(`certification.documents.${document.key}.text`)}</p>
                </Card>
              </li>
            ))}
          </ul>
        </PageSection>
        <PageSection title={t('certification.commitments.title')}>
          <CardGrid cards={toCards(t(prose('commitments.items'), { returnObjects: true }))} />
        </PageSection>
      </Static>
    </>
  );
}
