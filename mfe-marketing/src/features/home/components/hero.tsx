import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button } from '@freight/shared/web/ui/button';
import { PROFILE_NAMESPACE } from '@freight/shared/core/profiles/profile-names';
import { CONTACT_PATH } from '../../../config/pages';
import { QuoteLink } from '../../../components/quote-link';
import { ResponsivePicture } from '../../../components/responsive-picture';
import { useHomeContent } from '../hooks/use-home-content';
import { BRAND_ILLUSTRATIONS } from './brand-illustrations';
import styles from './home.module.css';
import { HERO_IMAGE_SIZES } from '@freight/shared/core/federation/hero-image';

/** The page's h1, the call to request a quote, the brand's promoted services and its illustration. */
export function Hero() {
  const { t, profile, brand } = useHomeContent();
  const { t: tp } = useTranslation(PROFILE_NAMESPACE);
  const promotedId = useId();
  return (
    <header className={styles.hero}>
      <div className={styles.heroInner}>
        <div className={styles.heroText}>
          <h1 className={styles.heroTitle}>{t(brand('hero.title'))}</h1>
          <p className={styles.heroLead}>{t(brand('hero.lead'))}</p>
          <div className={styles.heroActions}>
            <QuoteLink label={t('home.hero.cta_quote')} />
            <Button asChild variant="secondary" size="lg">
              <Link to={CONTACT_PATH}>{t('home.hero.cta_contact')}</Link>
            </Button>
          </div>
          <p id={promotedId} className={styles.promotedLabel}>
            {t('home.hero.promoted_label')}
          </p>
          <ul aria-labelledby={promotedId} className={styles.promoted}>
            {profile.promotedServices.map((item) => (
              <li key={item.to}>
                <Link to={item.to}>{tp(item.labelKey)}</Link>
              </li>
            ))}
          </ul>
        </div>
        {/* Above the fold on wide screens: fetched at once, first (the server also preloads it on /). */}
        <ResponsivePicture
          image={BRAND_ILLUSTRATIONS[profile.name].hero}
          alt={t(brand('hero.image_alt'))}
          sizes={HERO_IMAGE_SIZES}
          priority
          className={styles.heroPicture}
        />
      </div>
    </header>
  );
}
