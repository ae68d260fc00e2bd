import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { ArticleSummary } from '@freight/shared/core/api/models';
import { sanitizeHtml } from '@freight/shared/web/html/sanitize';
import { useFormat } from '@freight/shared/web/i18n/formatted';
import styles from './blog.module.css';
import { BLOG_NS } from '../../../config/i18n';

/**
 * `first`: the list's first card, whose picture is in view on arrival (on a phone, the page's
 * largest paint): fetched at once and early, not left to lazy loading like the others, and decoded
 * with the page, not off the main thread, which paints it after the scripts' first tasks
 * (docs/decisions/016-first-load-scripts.md).
 */
export function ArticleCard({ article, first = false }: { article: ArticleSummary; first?: boolean }) {
  const { t, i18n } = useTranslation(BLOG_NS);
  const date = useFormat().date(article.created_at, i18n.resolvedLanguage);
  const href = `/blog/${article.id}`;
  return (
    <article className={styles.card} aria-labelledby={`article-${article.id}`}>
      <img
        className={styles.cardImage}
        src={article.img_url}
        alt=""
        width={1200}
        height={675}
        loading={first ? 'eager' : 'lazy'}
        fetchPriority={first ? 'high' : 'auto'}
        decoding={first ? 'auto' : 'async'}
      />
      <div className={styles.cardBody}>
        <p className={styles.meta}>
          <span className={styles.badge}>{t('badge')}</span>
          <time dateTime={article.created_at}>{t('published_in', { date })}</time>
        </p>
        <h2 id={`article-${article.id}`} className={styles.cardTitle}>
          <Link to={href}>{article.title}</Link>
        </h2>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the excerpt's HTML, through sanitizeHtml (DOMPurify, an allow-list of tags and attributes). */}
        <div className={styles.excerpt} dangerouslySetInnerHTML={{ __html: sanitizeHtml(article.excerpt) }} />
        <Link to={href} className={styles.readMore} aria-label={t('read_more_aria', { title: article.title })}>
          {t('read_more')}
        </Link>
      </div>
    </article>
  );
}
