import { toLanguage } from '../../core/constants';
import { apiFetch, type FetchOptions } from './client';
import { jobListSchema } from '../../core/api/models';

/** GET /api/jobs?page=&lang=: one page of job offers. */
export function getJobsPage(page: number, lang: string | undefined, { signal }: FetchOptions = {}) {
  return apiFetch('/jobs', { schema: jobListSchema, query: { page, lang: toLanguage(lang) }, signal });
}
