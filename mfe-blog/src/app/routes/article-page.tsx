import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useArticle } from '@freight/shared/web/api/hooks';
import { ApiRequestError } from '@freight/shared/web/api/client';
import { toLanguage, type SiteLanguage } from '@freight/shared/core/constants';
import { Static } from '@freight/shared/web/ui/static';
import type { Article } from '@freight/shared/core/api/models';
import { useFormat } from '@freight/shared/web/i18n/formatted';
import { sanitizeHtml } from '@freight/shared/web/html/sanitize';
import { ErrorState } from '@freight/shared/web/ui/error-state';
import { LoadingState } from '@freight/shared/web/ui/loading-state';
import { usePageTitle } from '@freight/shared/web/seo/use-page-title';
import { articleDescription } from '@freight/shared/core/seo/page-head';
import styles from '../../features/blog/components/blog.module.css';
import { BLOG_NS } from '../../config/i18n';

function BackLink() {
  const { t } = useTranslation(BLOG_NS);
  return (
    <Link to="/blog" className={styles.back}>
      {t('back_to_list')}
    </Link>
  );
}

export function ArticlePage() {
  const { id = '' } = useParams();
  const { t, i18n } = useTranslation(BLOG_NS);
  const lang = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  const validId = /^\d+$/.test(id) ? Number(id) : null;
  const { data, error, isLoading, mutate } = useArticle(validId ?? 0, lang, { enabled: validId !== null });
  const article = data?.data;
  const notFound = validId === null || (error instanceof ApiRequestError && error.status === 404);
  // The server writes the same title and description (shared/src/core/seo/page-head.ts).
  usePageTitle(
    article?.title ?? (notFound ? t('not_found_title') : t('title')),
    article ? articleDescription(article.excerpt) : notFound ? t('not_found_text') : undefined,
  );

  if (notFound) {
    return (
      <div className={styles.page}>
        <h1>{t('not_found_title')}</h1>
        <p>{t('not_found_text')}</p>
        <BackLink />
      </div>
    );
  }
  if (error) {
    return (
      <div className={styles.page}>
        <h1 className={styles.srOnly}>{t('article_error_title')}</h1>
        <ErrorState title={t('article_error_title')} message={t('error_message')} onRetry={() => void mutate()} />
        <BackLink />
      </div>
    );
  }
  if (isLoading || !article) {
    return (
      <div className={styles.page}>
        <LoadingState label={t('loading_article')} />
      </div>
    );
  }
  // The article itself never changes in the browser: kept as the server sent it (its HTML is not
  // sanitized a second time there), shared `Static`.
  return (
    <Static as="article" className={styles.article}>
      <ArticleContent article={article} lang={lang} />
    </Static>
  );
}

function ArticleContent({ article, lang }: { article: Article; lang: SiteLanguage }) {
  const { t } = useTranslation(BLOG_NS);
  const format = useFormat();
  return (
    <>
      <BackLink />
      <h1>{article.title}</h1>
      <p className={styles.meta}>
        <span className={styles.badge}>{t('badge')}</span>
        <time dateTime={article.created_at}>{t('published_in', { date: format.date(article.created_at, lang) })}</time>
      </p>
      <img
        className={styles.articleImage}
        src={article.img_url}
        // A media library picture's description in the page's language; a fixed picture is decorative.
        alt={article.img_alt}
        width={1200}
        height={675}
        fetchPriority="high"
      />
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the article's HTML, through sanitizeHtml (DOMPurify, an allow-list of tags and attributes). */}
      <div className={styles.body} dangerouslySetInnerHTML={{ __html: sanitizeHtml(article.article) }} />
    </>
  );
}
