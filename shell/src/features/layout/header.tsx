import { useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSiteProfile } from './use-site-profile';
import { useHeaderVisible } from './use-scroll-direction';
import { LanguageSwitcher } from './language-switcher';
import { SectorsMenu } from './sectors-menu';
import { MobileMenu } from './mobile-menu';
import { PhoneList } from '@freight/shared/web/ui/phone-list';
import { svgOfDataUri } from '@freight/shared/core/profiles/assets/logos';
import styles from './header.module.css';

/**
 * The logo beside the brand's name (decorative: the link is named). A profile's SVG logo (a constant of
 * shared/src/core/profiles, checked there) is drawn in the page: as an <img> it is a document of its own,
 * parsed and laid out apart, before the page's first layout (docs/decisions/027).
 */
function BrandMark({ logo }: { logo: string }) {
  const markup = svgOfDataUri(logo);
  if (markup === null) return <img src={logo} alt="" width={40} height={40} />;
  return (
    <span
      className={styles.mark}
      aria-hidden="true"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: a profile's own SVG constant (profiles.test.ts: no script, no handler); nothing a visitor or the API sends.
      dangerouslySetInnerHTML={{ __html: markup }}
    />
  );
}

const navClass = ({ isActive }: { isActive: boolean }) => (isActive ? `${styles.link} ${styles.active}` : styles.link);

export function Header() {
  const { t } = useTranslation('common');
  const profile = useSiteProfile();
  const visible = useHeaderVisible();
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();

  // Choosing a link (any navigation) closes the mobile menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies(pathname): the effect must run on every new path, which its body does not read.
  useEffect(() => setMenuOpen(false), [pathname]);

  return (
    <header
      className={`${styles.header} ${visible || menuOpen ? '' : styles.hidden}`}
      data-visible={visible || menuOpen}
    >
      <div className={styles.topbar}>
        <p className={styles.hours}>{profile.hours}</p>
        <PhoneList phones={profile.phones} className={styles.phones} label={t('layout.phones')} />
        <LanguageSwitcher />
      </div>
      <nav className={styles.nav} aria-label={t('layout.main_nav')}>
        <Link to="/" className={styles.brand} aria-label={t('layout.home_aria', { brand: profile.brandName })}>
          <BrandMark logo={profile.logo} />
          <span>{profile.brandName}</span>
        </Link>
        <ul className={styles.menu}>
          <li>
            <NavLink to="/" end className={navClass}>
              {t('nav.home')}
            </NavLink>
          </li>
          <li>
            <NavLink to="/about" className={navClass}>
              {t('nav.about')}
            </NavLink>
          </li>
          <li>
            <SectorsMenu
              items={profile.sectors}
              active={pathname.includes('/service') || pathname.includes('/transport')}
            />
          </li>
          <li>
            <NavLink to="/blog" className={navClass}>
              {t('nav.blog')}
            </NavLink>
          </li>
          <li>
            <NavLink to="/jobOffers" className={navClass}>
              {t('nav.careers')}
            </NavLink>
          </li>
          <li>
            <NavLink to="/contact" className={navClass}>
              {t('nav.contact')}
            </NavLink>
          </li>
          {profile.shopUrl ? (
            <li>
              <a href={profile.shopUrl} className={styles.link} rel="noopener">
                {t('footer.shop')}
              </a>
            </li>
          ) : null}
        </ul>
        <Link to="/cotation" className={styles.cta}>
          {t('nav.quote')}
        </Link>
        <button
          type="button"
          className={styles.burger}
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span aria-hidden="true" className={styles.burgerIcon} />
          <span className={styles.srOnly}>{menuOpen ? t('layout.close_menu') : t('layout.open_menu')}</span>
        </button>
      </nav>
      <MobileMenu
        id="mobile-menu"
        open={menuOpen}
        onNavigate={() => setMenuOpen(false)}
        sectors={profile.sectors}
        hours={profile.hours}
        shopUrl={profile.shopUrl}
      />
    </header>
  );
}
