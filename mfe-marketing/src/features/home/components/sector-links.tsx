import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Sector } from '@freight/shared/core/constants';
import { MARKETING_NS } from '../../../config/i18n';
import styles from './carousel.module.css';

// A served sector's card: in the carousel, or in a plain list when the carousel cannot load.

/** The quote page with the sector chosen in its goods step. */
export function sectorQuoteHref(sector: Sector): string {
  return `/cotation?sector=${encodeURIComponent(sector)}`;
}

export function SectorCard({ sector }: { sector: Sector }) {
  const { t } = useTranslation(MARKETING_NS);
  return (
    <Link to={sectorQuoteHref(sector)} className={`${styles.categoryCard} ${styles.sectorCard}`}>
      <span className={styles.categoryName}>{t(`home.served_sectors.names.${sector}`)}</span>{' '}
      <span className={styles.categoryCount}>{t('home.served_sectors.cta')}</span>
    </Link>
  );
}

/** Without the carousel (its chunk failed): the same links, as a list. */
export function SectorLinks({ sectors }: { sectors: readonly Sector[] }) {
  const { t } = useTranslation(MARKETING_NS);
  return (
    <ul className={styles.sectorList} aria-label={t('home.served_sectors.carousel_label')}>
      {sectors.map((sector) => (
        <li key={sector}>
          <SectorCard sector={sector} />
        </li>
      ))}
    </ul>
  );
}
