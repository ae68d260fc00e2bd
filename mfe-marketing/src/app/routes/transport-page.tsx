import { useId } from 'react';
import { Static } from '@freight/shared/web/ui/static';
import { useTranslation } from 'react-i18next';
import { usePageHead } from '@freight/shared/web/seo/use-page-title';

import { MARKETING_NS } from '../../config/i18n';
import { TRANSPORT_PAGES, type TransportKey } from '../../config/pages';
import { transportTexts } from '../../config/pages';
import { PageContainer, PageIntro } from '@freight/shared/web/ui/page';
import { QuoteLink } from '../../components/quote-link';
import { toSections, toStrings } from '../../lib/translated-content';
import { ExceptionalLoadIllustration } from '../../features/transport/components/exceptional-load-illustration';
import pageStyles from '../../components/page.module.css';
import styles from './transport.module.css';

/**
 * The one template of every /transport/* page (docs/product-rules.md#pages). Each route passes its own content
 * key, so /transport/adr talks about dangerous goods, not another subject.
 */
export function TransportPage({ contentKey }: { contentKey: TransportKey }) {
  const quoteType = TRANSPORT_PAGES.find((page) => page.key === contentKey)?.quote;
  const { t } = useTranslation(MARKETING_NS);
  const base = `transport.${contentKey}`;
  const title = t(`${base}.title`);
  // Its title and lead, as the server writes them.
  usePageHead(transportTexts(contentKey));
  const sections = toSections(t(`${base}.sections`, { returnObjects: true }));
  const facts = toStrings(t(`${base}.facts`, { returnObjects: true }));
  const factsId = useId();

  return (
    <>
      <PageIntro title={title} lead={t(`${base}.lead`)}>
        <QuoteLink quoteType={quoteType} />
      </PageIntro>
      <PageContainer className={styles.layout}>
        <Static className={styles.content}>
          {/* The exceptional transport page shows an image. */}
          {contentKey === 'exceptionnel' ? (
            <ExceptionalLoadIllustration label={t(`${base}.image_alt`)} className={styles.illustration} />
          ) : null}
          {sections.map((section) => (
            <section key={section.heading} className={styles.block}>
              <h2>{section.heading}</h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </section>
          ))}
        </Static>
        <section className={styles.facts} aria-labelledby={factsId}>
          <h2 id={factsId}>{t('common.key_facts')}</h2>
          <ul className={pageStyles.checklist}>
            {facts.map((fact) => (
              <li key={fact}>{fact}</li>
            ))}
          </ul>
          <QuoteLink quoteType={quoteType} />
        </section>
      </PageContainer>
    </>
  );
}
