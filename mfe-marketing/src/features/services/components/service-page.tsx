import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button } from '@freight/shared/ui/button';
import { Tabs } from '@freight/shared/ui/tabs';
import { usePageTitle } from '@freight/shared/seo/use-page-title';
import { MARKETING_NS } from '../../../config/i18n';
import { CONTACT_PATH, type ServiceKey } from '../../../config/pages';
import { PageIntro } from '@freight/shared/ui/page';
import { PageSection } from '@freight/shared/ui/page';
import { toTabs, type TabContent } from '../../../lib/translated-content';
import pageStyles from '../../../components/page.module.css';
import styles from './service.module.css';

function TabPanel({ tab }: { tab: TabContent }) {
  return (
    <div className={styles.panel}>
      <h2>{tab.heading}</h2>
      {tab.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <ul className={pageStyles.checklist}>
        {tab.points.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The one template of the electrical company's /service/* pages: each route
 * passes its content key and gets its own title and tabs (SPEC.md's list),
 * the first tab selected.
 */
export function ServicePage({ contentKey }: { contentKey: ServiceKey }) {
  const { t } = useTranslation(MARKETING_NS);
  const base = `service.${contentKey}`;
  const title = t(`${base}.title`);
  usePageTitle(title);
  const tabs = toTabs(t(`${base}.tabs`, { returnObjects: true }));

  return (
    <>
      <PageIntro title={title} lead={t(`${base}.lead`)} />
      <div className={`${pageStyles.container} ${styles.tabs}`}>
        {/* Keyed by page: moving between services starts again on the first tab. */}
        <Tabs
          key={contentKey}
          label={t('service.tabs_label')}
          items={tabs.map((tab, index) => ({ value: `${contentKey}-${index}`, label: tab.label, content: <TabPanel tab={tab} /> }))}
        />
      </div>
      <PageSection title={t('service.cta_title')} muted>
        <p className={pageStyles.sectionIntro}>{t('service.cta_text')}</p>
        <Button asChild size="lg">
          <Link to={CONTACT_PATH}>{t('common.contact_us')}</Link>
        </Button>
      </PageSection>
    </>
  );
}
