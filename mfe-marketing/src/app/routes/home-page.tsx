import { PageSection } from '@freight/shared/web/ui/page';
import { Static } from '@freight/shared/web/ui/static';
import { usePageHead } from '@freight/shared/web/seo/use-page-title';
import { PAGES } from '../../config/pages';
import { KeyFigures } from '../../components/key-figures';
import { useHomeContent } from '../../features/home/hooks/use-home-content';
import { CategoriesSection, PartnersSection } from '../../features/home/components/carousel-sections';
import {
  ApproachSection,
  SectorsSection,
  WhoSection,
  WhySection,
} from '../../features/home/components/company-sections';
import { ContactSection, HotlineSection, TermsSection } from '../../features/home/components/contact-sections';
import { Deferred } from '../../features/home/components/deferred';
import { Hero } from '../../features/home/components/hero';
import { ServicesGrid } from '../../features/home/components/services-grid';

/** The home page, its sections in the order of docs/product-rules.md#pages; brand texts and data from the site profile. */
export function HomePage() {
  const { t, profile, brand } = useHomeContent();
  usePageHead({ pages: PAGES, path: '/' });

  return (
    <>
      <Hero />
      <Static>
        <HotlineSection />
      </Static>
      <Deferred>
        <WhySection />
      </Deferred>
      <Deferred>
        <ApproachSection />
      </Deferred>
      <Deferred>
        <PageSection title={t(brand('services_title'))} intro={t(brand('services_intro'))} muted>
          <ServicesGrid items={profile.sectorsMenu} />
        </PageSection>
      </Deferred>
      <Deferred>
        <WhoSection />
      </Deferred>
      <Deferred>
        <SectorsSection />
      </Deferred>
      <Deferred>
        <PageSection title={t('home.figures.title')}>
          <KeyFigures figures={profile.figures} />
        </PageSection>
      </Deferred>
      <Deferred>
        <TermsSection />
      </Deferred>
      <Deferred>
        <ContactSection />
      </Deferred>
      <Deferred live>
        <CategoriesSection />
      </Deferred>
      <Deferred live>
        <PartnersSection />
      </Deferred>
    </>
  );
}
