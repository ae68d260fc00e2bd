import { useTranslation } from 'react-i18next';
import type { Sector } from '@freight/shared/core/constants';
import { MARKETING_NS } from '../../../config/i18n';
import { Carousel } from './carousel';
import { SectorCard } from './sector-links';

// Loaded on demand (React.lazy) with embla, when the section nears the viewport.

/** The sectors a brand without a shop serves: each card opens the quote page with its sector. */
export function SectorCarousel({ sectors }: { sectors: readonly Sector[] }) {
  const { t } = useTranslation(MARKETING_NS);
  return (
    <Carousel
      label={t('home.served_sectors.carousel_label')}
      variant="categories"
      loop={false}
      arrows
      slides={sectors.map((sector) => ({ key: sector, content: <SectorCard sector={sector} /> }))}
    />
  );
}
