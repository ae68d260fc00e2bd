import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@freight/shared/seo/use-page-title';
import { PageIntro, PageSection } from '@freight/shared/ui/page';
import { QUOTE_NS } from '../locales';
import { QuoteTypes } from './quote-types';
import { ReachUs } from './reach-us';
import styles from './quote.module.css';

export function QuotePage() {
  const { t } = useTranslation(QUOTE_NS);
  usePageTitle(t('meta_title'));
  const needed = t('needed.items', { returnObjects: true });

  return (
    <>
      <PageIntro title={t('title')} lead={t('lead')} />
      <PageSection title={t('types.title')} intro={t('types.intro')}>
        <QuoteTypes />
      </PageSection>
      <PageSection title={t('needed.title')} intro={t('needed.intro')} muted>
        <ol className={styles.steps}>
          {toSteps(needed).map((step) => (
            <li key={step.title}>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </PageSection>
      <PageSection title={t('reach.title')} intro={t('reach.text')}>
        <ReachUs />
      </PageSection>
    </>
  );
}

/** The locale file holds the steps as a list; anything malformed is dropped rather than shown raw. */
function toSteps(value: unknown): { title: string; text: string }[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) => {
    if (typeof item !== 'object' || item === null) return [];
    const title: unknown = Reflect.get(item, 'title');
    const text: unknown = Reflect.get(item, 'text');
    return typeof title === 'string' && typeof text === 'string' ? [{ title, text }] : [];
  });
}
