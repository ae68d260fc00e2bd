import { lazy } from 'react';
import { PageSection } from '@freight/shared/web/ui/page';
import { useHomeContent } from '../hooks/use-home-content';
import { CarouselSlot } from './carousel-slot';
import { SectorLinks } from './sector-links';
import { CategoryFallback, CategorySkeleton, PartnerFallback, PartnerSkeleton } from './carousel-placeholders';

// embla, the API client and the carousels' code come in their own chunks,
// requested when a carousel nears the viewport: the home page's first load
// carries only the placeholders, which reserve the carousels' height.
const CategoryCarousel = lazy(() => import('./category-carousel').then((mod) => ({ default: mod.CategoryCarousel })));
const SectorCarousel = lazy(() => import('./sector-carousel').then((mod) => ({ default: mod.SectorCarousel })));
const PartnerCarousel = lazy(() => import('./partner-carousel').then((mod) => ({ default: mod.PartnerCarousel })));

/** The shop's product categories (a brand with a shop) or the sectors served, each opening the quote page. */
export function CategoriesSection() {
  const { t, profile, brand } = useHomeContent();
  const { shopUrl, servedSectors } = profile;
  if (servedSectors) {
    return (
      <PageSection title={t('home.served_sectors.title')} intro={t(brand('served_sectors_intro'))}>
        <CarouselSlot placeholder={<CategorySkeleton />} fallback={<SectorLinks sectors={servedSectors} />}>
          <SectorCarousel sectors={servedSectors} />
        </CarouselSlot>
      </PageSection>
    );
  }
  if (!shopUrl) return null;
  return (
    <PageSection title={t('home.categories.title')} intro={t(brand('categories_intro'))}>
      <CarouselSlot placeholder={<CategorySkeleton />} fallback={<CategoryFallback shopUrl={shopUrl} />}>
        <CategoryCarousel shopUrl={shopUrl} />
      </CarouselSlot>
    </PageSection>
  );
}

export function PartnersSection() {
  const { t, profile, brand } = useHomeContent();
  return (
    <PageSection title={t('home.partners.title')} intro={t(brand('partners_intro'))} muted>
      <CarouselSlot placeholder={<PartnerSkeleton />} fallback={<PartnerFallback names={profile.partners} />}>
        <PartnerCarousel fallbackNames={profile.partners} />
      </CarouselSlot>
    </PageSection>
  );
}
