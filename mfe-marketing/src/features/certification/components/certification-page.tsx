import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@freight/shared/seo/use-page-title';
import { MARKETING_NS } from '../../../config/i18n';
import { PageIntro } from '@freight/shared/ui/page';
import { PageSection } from '@freight/shared/ui/page';
import { CardGrid } from '../../../components/card-grid';
import { QuoteLink } from '../../../components/quote-link';
import { toCards, toStrings } from '../../../lib/translated-content';

// The certificate and quality-policy PDFs are linked in a later issue, once the files are served.
export function CertificationPage() {
  const { t } = useTranslation(MARKETING_NS);
  usePageTitle(t('certification.meta_title'));

  return (
    <>
      <PageIntro title={t('certification.title')} lead={t('certification.lead')}>
        <QuoteLink />
      </PageIntro>
      <PageSection title={t('certification.description.title')}>
        {toStrings(t('certification.description.paragraphs', { returnObjects: true })).map((text) => (
          <p key={text}>{text}</p>
        ))}
      </PageSection>
      <PageSection title={t('certification.commitments.title')} muted>
        <CardGrid cards={toCards(t('certification.commitments.items', { returnObjects: true }))} />
      </PageSection>
    </>
  );
}
