import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { staffNavigation } from '../../components/navigation';
import { PageHeading } from '../../components/page-heading';
import { STAFF_NS } from '../../config/i18n';
import { useStaffSession } from '../../lib/session';
import styles from '../../components/staff.module.css';

/** /staff: the member's landing: who they are and what their role lets them open. */
export function HomePage() {
  const { t } = useTranslation(STAFF_NS);
  const account = useStaffSession().data?.session?.account;
  if (!account) return null;
  const links = staffNavigation(account.role).filter((page) => page.path !== '/staff');
  return (
    <>
      <PageHeading title={t('home.title')}>{t('home.welcome', { name: account.name })}</PageHeading>
      <p>{t('home.role', { role: t(`roles.${account.role}`) })}</p>
      <ul className={styles.links}>
        {links.map((page) => (
          <li key={page.path}>
            <Link to={page.path}>
              <strong>{t(page.label)}</strong>
              <br />
              {t(`${page.label}_about`)}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
