import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@freight/shared/seo/use-page-title';
import { QUOTE_NS } from '../locales';
import { QuoteTypes } from './quote-types';
import { ReachUs } from './reach-us';
import styles from './quote.module.css';

export function QuotePage() {
  const { t } = useTranslation(QUOTE_NS);
  usePageTitle(t('meta_title'));
  const typesId = useId();
  const neededId = useId();
  const reachId = useId();
  const needed = t('needed.items', { returnObjects: true });

  return (
    <>
      <header className={styles.intro}>
        <div className={styles.container}>
          <h1 className={styles.title}>{t('title')}</h1>
          <p className={styles.lead}>{t('lead')}</p>
        </div>
      </header>
      <section className={styles.section} aria-labelledby={typesId}>
        <div className={styles.container}>
          <h2 id={typesId}>{t('types.title')}</h2>
          <p className={styles.sectionIntro}>{t('types.intro')}</p>
          <QuoteTypes />
        </div>
      </section>
      <section className={`${styles.section} ${styles.muted}`} aria-labelledby={neededId}>
        <div className={styles.container}>
          <h2 id={neededId}>{t('needed.title')}</h2>
          <p className={styles.sectionIntro}>{t('needed.intro')}</p>
          <ol className={styles.steps}>
            {toSteps(needed).map((step) => (
              <li key={step.title}>
                <h3>{step.title}</h3>
                <p>{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>
      <section className={styles.section} aria-labelledby={reachId}>
        <div className={styles.container}>
          <h2 id={reachId}>{t('reach.title')}</h2>
          <ReachUs />
        </div>
      </section>
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
