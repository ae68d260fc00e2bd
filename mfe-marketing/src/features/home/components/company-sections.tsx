import { Link } from 'react-router-dom';
import { Card } from '@freight/shared/web/ui/card';
import { PageSection } from '@freight/shared/web/ui/page';
import { CardGrid } from '../../../components/card-grid';
import { ResponsivePicture } from '../../../components/responsive-picture';
import { toCards, toStrings } from '../../../lib/translated-content';
import pageStyles from '../../../components/page.module.css';
import { useHomeContent } from '../hooks/use-home-content';
import { BRAND_ILLUSTRATIONS } from './brand-illustrations';
import { SectorIcon } from './sector-icons';
import { SECTORS } from './sectors';
import styles from './home.module.css';

const HALF_WIDTH_SIZES = '(min-width: 75rem) 35rem, (min-width: 60rem) 46vw, calc(100vw - 2rem)';

export function WhySection() {
  const { t, profile, brand } = useHomeContent();
  const image = BRAND_ILLUSTRATIONS[profile.name].why;
  const cards = <CardGrid cards={toCards(t(brand('why'), { returnObjects: true }))} />;
  return (
    <PageSection title={t('home.why.title')} muted>
      {image ? (
        <div className={styles.split}>
          <ResponsivePicture
            image={image}
            alt={t(brand('why_image_alt'))}
            sizes={HALF_WIDTH_SIZES}
            className={styles.illustration}
          />
          <div className={styles.compactGrid}>{cards}</div>
        </div>
      ) : (
        cards
      )}
    </PageSection>
  );
}

/** The expertise, communication and solutions cards. */
export function ApproachSection() {
  const { t, brand } = useHomeContent();
  return (
    <PageSection title={t('home.approach.title')} intro={t(brand('approach_intro'))}>
      <CardGrid cards={toCards(t(brand('approach'), { returnObjects: true }))} />
    </PageSection>
  );
}

export function WhoSection() {
  const { t, profile, brand } = useHomeContent();
  const paragraphs = toStrings(t(brand('who.paragraphs'), { returnObjects: true, brand: profile.brandName }));
  return (
    <PageSection title={t('home.who.title')}>
      <div className={styles.split}>
        <div className={styles.prose}>
          {paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          <p>
            <Link to="/about">{t('home.who.more')}</Link>
          </p>
        </div>
        <ResponsivePicture
          image={BRAND_ILLUSTRATIONS[profile.name].who}
          alt={t(brand('who.image_alt'))}
          sizes={HALF_WIDTH_SIZES}
          className={styles.illustration}
        />
      </div>
    </PageSection>
  );
}

export function SectorsSection() {
  const { t, brand } = useHomeContent();
  return (
    <PageSection title={t('home.sectors.title')} intro={t(brand('sectors_intro'))} muted>
      <ul className={pageStyles.grid}>
        {SECTORS.map((sector) => (
          <li key={sector}>
            <Card
              headingLevel={3}
              title={
                <span className={styles.sectorTitle}>
                  <SectorIcon sector={sector} />
                  {t(`home.sectors.names.${sector}`)}
                </span>
              }
            >
              <p>{t(brand(`sectors.${sector}`))}</p>
            </Card>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
