import { toLanguage } from '../../core/constants';
import { apiFetch, type FetchOptions } from './client';
import { categoryListSchema, partnerListSchema } from '../../core/api/models';

// The home page's carousels: the shop's product categories and the partner network.

/** GET /api/v1/categories?lang=: the shop categories. */
export function getCategories(lang: string | undefined, { signal }: FetchOptions = {}) {
  return apiFetch('/v1/categories', { schema: categoryListSchema, query: { lang: toLanguage(lang) }, signal });
}

/** GET /api/partners: the partner logos. */
export function getPartners({ signal }: FetchOptions = {}) {
  return apiFetch('/partners', { schema: partnerListSchema, signal });
}
