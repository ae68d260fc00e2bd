import type { SiteLanguage } from '@freight/shared/core/constants';
import type { StaffArticle, StaffArticleInput } from '@freight/shared/core/schemas/staff-content';

type ArticleText = StaffArticleInput['translations']['fr'];
export interface ArticleFormValues {
  translations: Record<SiteLanguage, ArticleText>;
  img: string;
}

const textOf = (article: StaffArticle | null, language: SiteLanguage): ArticleText => ({
  title: article?.translations[language].title ?? '',
  body: article?.translations[language].body ?? '',
});

/** The editor's form as an article fills it in (empty for a new one). */
export function articleFormValuesOf(article: StaffArticle | null): ArticleFormValues {
  return {
    translations: {
      fr: textOf(article, 'fr'),
      en: textOf(article, 'en'),
      es: textOf(article, 'es'),
      ar: textOf(article, 'ar'),
    },
    img: article?.img ?? '',
  };
}
