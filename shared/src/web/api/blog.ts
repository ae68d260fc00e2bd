import { toLanguage } from '../../core/constants';
import { apiFetch, type FetchOptions } from '@freight/shared/web/api/client';

// Schemas imported with the first request: a page rendered on the server starts with its data (client.ts).
const models = () => import('./models.lazy');

/** GET /api/blog?page=&lang=: one page of article summaries. */
export function getBlogPage(page: number, lang: string | undefined, { signal }: FetchOptions = {}) {
  return apiFetch('/blog', {
    schema: () => models().then((m) => m.articleListSchema),
    query: { page, lang: toLanguage(lang) },
    signal,
  });
}

/** GET /api/blog/article/:id?lang=: one article; 404 (code from the API) when unknown. */
export function getArticle(id: number, lang: string | undefined, { signal }: FetchOptions = {}) {
  return apiFetch(`/blog/article/${encodeURIComponent(id)}`, {
    schema: () => models().then((m) => m.articleResponseSchema),
    query: { lang: toLanguage(lang) },
    signal,
  });
}
