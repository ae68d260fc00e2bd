import { Outlet, ScrollRestoration } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Header } from './header';
import { Footer } from './footer';
import styles from './layout.module.css';

export function Layout() {
  const { t } = useTranslation('common');
  return (
    <div className={styles.layout}>
      <a className={styles.skip} href="#main">
        {t('layout.skip_to_content')}
      </a>
      <Header />
      <main id="main" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <ScrollRestoration />
    </div>
  );
}
