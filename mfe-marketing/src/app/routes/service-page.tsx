import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button } from '@freight/shared/web/ui/button';
import { Tabs } from '@freight/shared/web/ui/tabs';
import { usePageHead } from '@freight/shared/web/seo/use-page-title';
import { PAGES } from '../../config/pages';
import { MARKETING_NS } from '../../config/i18n';
import { CONTACT_PATH, type ServiceKey } from '../../config/pages';
import { PageContainer, PageIntro, PageSection } from '@freight/shared/web/ui/page';
import { toTabs, type TabContent } from '../../lib/translated-content';
import { useTabParam } from '../../features/services/hooks/use-tab-param';
import { SERVICE_TABS } from '../../features/services/service-tabs';
import { BRAND_CONTENT } from '@freight/shared/core/profiles/brand-content';
import { useSiteProfile } from '../../lib/use-site-profile';
import pageStyles from '../../components/page.module.css';
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
 * The one template of the /service/* pages: each route passes its content key
 * and gets its own title and tabs (docs/product-rules.md#pages), in the brand profile's
 * copy: electrical services for the electrical brand, freight services of the
 * same shape for the freight brand.
 * The first tab is open unless the address names another (`?tab=contrat`);
 * switching tabs updates the address, so a link or a reload opens that tab.
 */
export function ServicePage({ contentKey }: { contentKey: ServiceKey }) {
  const { t } = useTranslation(MARKETING_NS);
  const { name } = useSiteProfile();
  const base = `${BRAND_CONTENT[name].service}.${contentKey}`;
  const title = t(`${base}.title`);
  // The page's lead, in the brand's words, is its search-result description.
  usePageHead({ pages: PAGES, path: `/service/${contentKey}` });
  const tabs = toTabs(t(`${base}.tabs`, { returnObjects: true }));
  const ids = SERVICE_TABS[name][contentKey];
  const [selected, select] = useTabParam(ids);

  return (
    <>
      <PageIntro title={title} lead={t(`${base}.lead`)} />
      <PageContainer className={styles.tabs}>
        <Tabs
          label={t('service.tabs_label')}
          value={selected}
          onValueChange={select}
          items={tabs.map((tab, index) => ({
            value: ids[index] ?? `${contentKey}-${index}`,
            label: tab.label,
            content: <TabPanel tab={tab} />,
          }))}
        />
      </PageContainer>
      <PageSection title={t('service.cta_title')} intro={t('service.cta_text')} muted>
        <Button asChild size="lg">
          <Link to={CONTACT_PATH}>{t('common.contact_us')}</Link>
        </Button>
      </PageSection>
    </>
  );
}
