import { useTranslation } from 'react-i18next';
import { MARKETING_NS } from '../../../config/i18n';
import styles from './carousel.module.css';

// What stands in for a carousel before embla and the data arrive, and after a
// failure. Same frame and slide sizes as the carousel: the section's height
// never changes (CLS 0). No loading or error message for these lists (docs/product-rules.md#carousels).

const CATEGORY_SLOTS = 5;
const PARTNER_SLOTS = 7;

function Slots({ count, tileClass }: { count: number; tileClass: string }) {
  return (
    <div className={styles.viewport}>
      <div className={styles.track}>
        {Array.from({ length: count }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical empty slots, never reordered: the index is their only identity.
          <div key={index} className={styles.slide}>
            <div className={tileClass} />
          </div>
        ))}
      </div>
    </div>
  );
}

export function CategorySkeleton() {
  return (
    <div className={`${styles.frame} ${styles.categories}`} aria-hidden="true" data-testid="categories-placeholder">
      <div className={styles.stage}>
        <Slots count={CATEGORY_SLOTS} tileClass={`${styles.categoryCard} ${styles.skeleton}`} />
      </div>
      <div className={styles.controls} />
    </div>
  );
}

/** The categories could not be read: the shop itself still lists them. */
export function CategoryFallback({ shopUrl }: { shopUrl: string }) {
  const { t } = useTranslation(MARKETING_NS);
  return (
    <div className={`${styles.frame} ${styles.categories}`}>
      <div className={styles.stage}>
        <div aria-hidden="true">
          <Slots count={CATEGORY_SLOTS} tileClass={`${styles.categoryCard} ${styles.ghost}`} />
        </div>
        <div className={styles.overlay}>
          <p>{t('home.categories.unavailable')}</p>
          <a href={shopUrl}>{t('home.categories.shop_link')}</a>
        </div>
      </div>
      <div className={styles.controls} />
    </div>
  );
}

export function PartnerSkeleton() {
  return (
    <div className={`${styles.frame} ${styles.partners}`} aria-hidden="true" data-testid="partners-placeholder">
      <div className={styles.stage}>
        <Slots count={PARTNER_SLOTS} tileClass={`${styles.partnerTile} ${styles.skeleton}`} />
      </div>
      <div className={styles.controls} />
    </div>
  );
}

/** The logos could not be read: the brand's partner names, in tiles of the same size. */
export function PartnerFallback({ names }: { names: readonly string[] }) {
  const { t } = useTranslation(MARKETING_NS);
  return (
    <div className={`${styles.frame} ${styles.partners}`}>
      <div className={styles.stage}>
        {/* Scrolls sideways when the names do not fit; focusable so the keyboard can scroll it too. */}
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region needs focus for the keyboard to scroll it. */}
        <section aria-label={t('home.partners.carousel_label')} tabIndex={0} className={styles.scroller}>
          <ul className={styles.track}>
            {names.map((name) => (
              <li key={name} className={styles.slide}>
                <span className={styles.partnerTile}>{name}</span>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <div className={styles.controls} />
    </div>
  );
}
