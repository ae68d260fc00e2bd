import { useTranslation } from 'react-i18next';
import { Button } from '@freight/shared/web/ui/button';
import { ErrorState } from '@freight/shared/web/ui/error-state';
import { LoadingState } from '@freight/shared/web/ui/loading-state';
import { usePageHead } from '@freight/shared/web/seo/use-page-title';
import { PAGES } from '../../config/pages';
import { useBlogFeed } from '../../features/blog/hooks/use-blog-feed';
import { ArticleCard } from '../../features/blog/components/article-card';
import styles from '../../features/blog/components/blog.module.css';
import { BLOG_NS } from '../../config/i18n';

export function BlogListPage() {
  const { t } = useTranslation(BLOG_NS);
  usePageHead({ pages: PAGES, path: '/blog' });
  const feed = useBlogFeed();
  const failedFirst = feed.error && feed.articles.length === 0;

  return (
    <div className={styles.page}>
      <header className={styles.hero}>
        <h1>{t('title')}</h1>
        <p>{t('intro')}</p>
      </header>
      {feed.isLoading ? <LoadingState label={t('loading')} /> : null}
      {failedFirst ? (
        <ErrorState title={t('error_title')} message={t('error_message')} onRetry={() => void feed.retry()} />
      ) : null}
      {!feed.isLoading && !feed.error && feed.articles.length === 0 ? <p>{t('empty')}</p> : null}
      {feed.articles.length > 0 ? (
        <>
          <div className={styles.grid}>
            {feed.articles.map((article, index) => (
              <ArticleCard key={article.id} article={article} first={index === 0} />
            ))}
          </div>
          <p className={styles.count} aria-live="polite">
            {t('count', { shown: feed.articles.length, total: feed.total })}
          </p>
        </>
      ) : null}
      {feed.error && !failedFirst ? (
        <ErrorState title={t('error_title')} message={t('error_message')} onRetry={() => void feed.retry()} />
      ) : null}
      {feed.hasMore && !feed.error ? (
        <div className={styles.more}>
          <Button onClick={() => void feed.loadMore()} loading={feed.loadingMore}>
            {t('load_more')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
