import { toLanguage } from '../../core/constants';
import { apiFetch, type FetchOptions } from '@freight/shared/web/api/client';

// Schemas imported with the first request: a page rendered on the server starts with its data (client.ts).
const models = () => import('./models.lazy');

// The home page's carousels: the shop's product categories and the partner network.

/** GET /api/v1/categories?lang=: the shop categories. */
export function getCategories(lang: string | undefined, { signal }: FetchOptions = {}) {
  return apiFetch('/v1/categories', {
    schema: () => models().then((m) => m.categoryListSchema),
    query: { lang: toLanguage(lang) },
    signal,
  });
}

/** GET /api/partners: the partner logos. */
export function getPartners({ signal }: FetchOptions = {}) {
  return apiFetch('/partners', { schema: () => models().then((m) => m.partnerListSchema), signal });
}
