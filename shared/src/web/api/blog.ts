import { toLanguage } from '../../core/constants';
import { apiFetch, type FetchOptions } from './client';
import { articleListSchema, articleResponseSchema } from '../../core/api/models';

/** GET /api/blog?page=&lang=: one page of article summaries. */
export function getBlogPage(page: number, lang: string | undefined, { signal }: FetchOptions = {}) {
  return apiFetch('/blog', { schema: articleListSchema, query: { page, lang: toLanguage(lang) }, signal });
}

/** GET /api/blog/article/:id?lang=: one article; 404 (code from the API) when unknown. */
export function getArticle(id: number, lang: string | undefined, { signal }: FetchOptions = {}) {
  return apiFetch(`/blog/article/${encodeURIComponent(id)}`, {
    schema: articleResponseSchema,
    query: { lang: toLanguage(lang) },
    signal,
  });
}
