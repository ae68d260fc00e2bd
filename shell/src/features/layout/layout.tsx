import { Outlet } from 'react-router-dom';
import { useScrollToTop } from './use-scroll-to-top';
import { useServerDataCleanup } from './use-server-data-cleanup';
import { useTranslation } from 'react-i18next';
import { Header } from './header';
import { Footer } from './footer';
import { LanguageOffer } from './language-offer';
import styles from './layout.module.css';

export function Layout() {
  const { t } = useTranslation('common');
  useScrollToTop();
  useServerDataCleanup();
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
      <LanguageOffer />
    </div>
  );
}
