import { Outlet, useLocation } from 'react-router-dom';
import { isPrivatePath } from '@freight/shared/core/federation/site-paths';
import { useScrollToTop } from './use-scroll-to-top';
import { useServerDataCleanup } from './use-server-data-cleanup';
import { useTranslation } from 'react-i18next';
import { Header } from './header';
import { Footer } from './footer';
import { LanguageOffer } from './language-offer';
import styles from './layout.module.css';

/**
 * The public pages' frame: header, footer and the language offer around the page. The back office
 * (a private remote of the apps table) brings its own bar, navigation and <main>: the shell only keeps
 * the skip link (docs/decisions/020-staff-remote.md).
 */
export function Layout() {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  useScrollToTop();
  useServerDataCleanup();
  const skip = (
    <a className={styles.skip} href="#main">
      {t('layout.skip_to_content')}
    </a>
  );
  if (isPrivatePath(pathname))
    return (
      <div className={styles.layout} data-area="private">
        {skip}
        <Outlet />
      </div>
    );
  return (
    <div className={styles.layout}>
      {skip}
      <Header />
      <main id="main" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <LanguageOffer />
    </div>
  );
}
