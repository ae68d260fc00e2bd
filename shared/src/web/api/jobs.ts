import { toLanguage } from '../../core/constants';
import { apiFetch, type FetchOptions } from '@freight/shared/web/api/client';

// Schemas imported with the first request: a page rendered on the server starts with its data (client.ts).
const models = () => import('./models.lazy');

/** GET /api/jobs?page=&lang=: one page of job offers. */
export function getJobsPage(page: number, lang: string | undefined, { signal }: FetchOptions = {}) {
  return apiFetch('/jobs', {
    schema: () => models().then((m) => m.jobListSchema),
    query: { page, lang: toLanguage(lang) },
    signal,
  });
}

/** GET /api/jobs/:id?lang=: one open offer; 404 (code from the API) when unknown or expired. */
export function getJob(id: number, lang: string | undefined, { signal }: FetchOptions = {}) {
  return apiFetch(`/jobs/${encodeURIComponent(id)}`, {
    schema: () => models().then((m) => m.jobResponseSchema),
    query: { lang: toLanguage(lang) },
    signal,
  });
}
