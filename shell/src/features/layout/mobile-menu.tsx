import { useId, useState } from 'react';
import { NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { MenuItem } from './use-site-profile';
import styles from './header.module.css';

interface Props {
  id: string;
  open: boolean;
  onNavigate: () => void;
  sectors: MenuItem[];
  /** The opening hours, which the top bar hides on a phone. */
  hours: string;
  /** The brand's online shop, when it has one. */
  shopUrl?: string;
}

/** The menu below 1024px: every link, the opening hours on a phone, and the sectors as an expandable submenu. */
export function MobileMenu({ id, open, onNavigate, sectors, hours, shopUrl }: Props) {
  const { t } = useTranslation('common');
  const [sectorsOpen, setSectorsOpen] = useState(false);
  const subId = useId();
  const link = (to: string, label: string, end = false) => (
    <li>
      <NavLink to={to} end={end} className={styles.mobileLink} onClick={onNavigate}>
        {label}
      </NavLink>
    </li>
  );
  return (
    <nav id={id} className={styles.mobile} hidden={!open} aria-label={t('layout.mobile_nav')}>
      <ul>
        {link('/', t('nav.home'), true)}
        {link('/about', t('nav.about'))}
        <li>
          <button
            type="button"
            className={styles.mobileLink}
            aria-expanded={sectorsOpen}
            aria-controls={subId}
            onClick={() => setSectorsOpen((value) => !value)}
          >
            {t('nav.sectors')}
            <span aria-hidden="true" className={styles.caret} />
          </button>
          <ul id={subId} hidden={!sectorsOpen} className={styles.mobileSub}>
            {sectors.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} className={styles.mobileLink} onClick={onNavigate}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </li>
        {link('/blog', t('nav.blog'))}
        {link('/jobOffers', t('nav.careers'))}
        {link('/contact', t('nav.contact'))}
        {link('/cotation', t('nav.quote'))}
        {shopUrl ? (
          <li>
            <a href={shopUrl} className={styles.mobileLink} rel="noopener">
              {t('footer.shop')}
            </a>
          </li>
        ) : null}
      </ul>
      <p className={styles.mobileHours}>{hours}</p>
    </nav>
  );
}
