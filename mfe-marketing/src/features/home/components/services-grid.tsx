import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Card } from '@freight/shared/web/ui/card';
import type { ProfileMenuItem } from '@freight/shared/core/profiles/profile-schema';
import { MARKETING_NS } from '../../../config/i18n';
import { SERVICE_PAGES, TRANSPORT_PAGES } from '../../../config/pages';
import pageStyles from '../../../components/page.module.css';
import styles from './home.module.css';

/** Title and summary keys of a page of the brand's menu: its own copy for a transport page. */
function contentKeys(to: string): { title: string; summary: string } | null {
  const transport = TRANSPORT_PAGES.find((page) => `/${page.path}` === to);
  if (transport) return { title: `transport.${transport.key}.title`, summary: `transport.${transport.key}.summary` };
  const service = SERVICE_PAGES.find((page) => `/${page.path}` === to);
  if (service) return { title: `service.${service.key}.title`, summary: `home.service_summaries.${service.key}` };
  return null;
}

/** One card per page of the brand's activity menu (every transport page for the freight brand). */
export function ServicesGrid({ items }: { items: readonly ProfileMenuItem[] }) {
  const { t } = useTranslation(MARKETING_NS);
  return (
    <ul className={pageStyles.grid}>
      {items.map((item) => {
        const keys = contentKeys(item.to);
        if (!keys) return null;
        return (
          <li key={item.to} className={styles.serviceItem}>
            <Card
              title={
                <Link to={item.to} className={styles.serviceLink}>
                  {t(keys.title)}
                </Link>
              }
            >
              <p>{t(keys.summary)}</p>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
