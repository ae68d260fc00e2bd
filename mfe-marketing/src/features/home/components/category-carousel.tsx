import { useTranslation } from 'react-i18next';
import { useCategories } from '@freight/shared/web/api/hooks';
import type { Category } from '@freight/shared/core/api/models';
import { shopCategoryUrl } from '@freight/shared/core/profiles/profiles';
import { MARKETING_NS } from '../../../config/i18n';
import { ILLUSTRATIONS } from '../../../assets/illustrations/illustrations';
import { ResponsivePicture } from '../../../components/responsive-picture';
import { Carousel } from './carousel';
import { CategoryFallback, CategorySkeleton } from './carousel-placeholders';
import styles from './carousel.module.css';

// Loaded on demand (React.lazy) with embla, when the section nears the viewport.

function CategoryCard({ category, shopUrl }: { category: Category; shopUrl: string }) {
  const { t } = useTranslation(MARKETING_NS);
  // The image is decorative: the card's link is named by the category and its count.
  return (
    <a href={shopCategoryUrl(shopUrl, category.id)} className={styles.categoryCard}>
      {category.image ? (
        <img
          className={styles.categoryImage}
          src={category.image.url}
          alt=""
          width={160}
          height={160}
          loading="lazy"
          decoding="async"
        />
      ) : (
        <ResponsivePicture
          image={ILLUSTRATIONS.categoryDefault}
          alt=""
          sizes="10rem"
          className={styles.categoryImage}
        />
      )}
      <span className={styles.categoryName}>{category.name}</span>
      {/* Whitespace is no grid item: it only separates the name and the count in the link's name. */}{' '}
      <span className={styles.categoryCount}>{t('home.categories.products', { count: category.products_count })}</span>
    </a>
  );
}

/** 'Nos catégories produits': the shop's categories (GET /api/v1/categories), each linking to its listing. */
export function CategoryCarousel({ shopUrl }: { shopUrl: string }) {
  const { t, i18n } = useTranslation(MARKETING_NS);
  const { data, error } = useCategories(i18n.resolvedLanguage ?? i18n.language);
  if (error || data?.data.length === 0) return <CategoryFallback shopUrl={shopUrl} />;
  if (!data) return <CategorySkeleton />;
  return (
    <Carousel
      label={t('home.categories.carousel_label')}
      variant="categories"
      loop={false}
      arrows
      slides={data.data.map((category) => ({
        key: category.id,
        content: <CategoryCard category={category} shopUrl={shopUrl} />,
      }))}
    />
  );
}
