import { useTranslation } from 'react-i18next';
import { usePartners } from '@freight/shared/web/api/hooks';
import { MARKETING_NS } from '../../../config/i18n';
import { Carousel } from './carousel';
import { PartnerFallback, PartnerSkeleton } from './carousel-placeholders';
import styles from './carousel.module.css';

// Loaded on demand (React.lazy) with embla, when the section nears the viewport.

/** 'Notre réseau': the partners' logos (GET /api/partners), looping, with pagination dots. */
export function PartnerCarousel({ fallbackNames }: { fallbackNames: readonly string[] }) {
  const { t } = useTranslation(MARKETING_NS);
  const { data, error } = usePartners();
  if (error || data?.data.length === 0) return <PartnerFallback names={fallbackNames} />;
  if (!data) return <PartnerSkeleton />;
  return (
    <Carousel
      label={t('home.partners.carousel_label')}
      variant="partners"
      loop
      dots
      slides={data.data.map((partner) => ({
        key: partner.id,
        content: (
          <a href={partner.url} className={styles.partnerTile}>
            <img src={partner.logo_url} alt={partner.name} width={180} height={60} loading="lazy" decoding="async" />
          </a>
        ),
      }))}
    />
  );
}
