import { formatDate } from '@freight/shared/core/i18n/format';
import { sanitizeHtml } from '@freight/shared/web/html/sanitize';
import type { ArticleFormValues } from './article-form-values';
import { PreviewDialog } from './preview-dialog';

// The article's page as mfe-blog draws it (app/routes/article-page.tsx): title, badge and date,
// picture, body. Remotes never import each other, so the layout is repeated here; the body goes
// through the same sanitizer as the public page's.

/** The article's preview from what the form holds when it opens. */
export function ArticlePreview({
  values,
  imageUrl,
}: {
  values: () => ArticleFormValues;
  imageUrl: (name: string) => string | undefined;
}) {
  return (
    <PreviewDialog
      render={(language, t) => {
        const article = values();
        const text = article.translations[language];
        const src = imageUrl(article.img);
        const today = new Date().toISOString();
        return (
          <article>
            <h2>{text.title || t('content.preview.untitled')}</h2>
            <p>
              <span>{t('content.preview.badge')}</span>{' '}
              <time dateTime={today}>{t('content.preview.published_on', { date: formatDate(today, language) })}</time>
            </p>
            {src ? <img src={src} alt="" width={1200} height={675} /> : null}
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the body through sanitizeHtml (DOMPurify), as the public page renders it. */}
            <div dangerouslySetInnerHTML={{ __html: sanitizeHtml(text.body) }} />
          </article>
        );
      }}
    />
  );
}
