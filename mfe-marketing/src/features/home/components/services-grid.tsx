import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Card } from '@freight/shared/ui/card';
import { MARKETING_NS } from '../../../config/i18n';
import { TRANSPORT_PAGES } from '../../../config/pages';
import pageStyles from '../../../components/page.module.css';
import styles from './home.module.css';

/** One card per transport page, titled and summarised from that page's own copy. */
export function ServicesGrid({ intro }: { intro: string }) {
  const { t } = useTranslation(MARKETING_NS);
  return (
    <>
      <p className={pageStyles.sectionIntro}>{intro}</p>
      <ul className={pageStyles.grid}>
        {TRANSPORT_PAGES.map((page) => (
          <li key={page.key} className={styles.serviceItem}>
            <Card
              title={
                <Link to={`/${page.path}`} className={styles.serviceLink}>
                  {t(`transport.${page.key}.title`)}
                </Link>
              }
            >
              <p>{t(`transport.${page.key}.summary`)}</p>
            </Card>
          </li>
        ))}
      </ul>
    </>
  );
}
