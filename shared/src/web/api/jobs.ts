import { toLanguage } from '../../core/constants';
import { apiFetch, type FetchOptions } from './client';
import { jobListSchema, jobResponseSchema } from '../../core/api/models';

/** GET /api/jobs?page=&lang=: one page of job offers. */
export function getJobsPage(page: number, lang: string | undefined, { signal }: FetchOptions = {}) {
  return apiFetch('/jobs', { schema: jobListSchema, query: { page, lang: toLanguage(lang) }, signal });
}

/** GET /api/jobs/:id?lang=: one open offer; 404 (code from the API) when unknown or expired. */
export function getJob(id: number, lang: string | undefined, { signal }: FetchOptions = {}) {
  return apiFetch(`/jobs/${encodeURIComponent(id)}`, { schema: jobResponseSchema, query: { lang: toLanguage(lang) }, signal });
}
