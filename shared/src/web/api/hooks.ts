import useSWR, { type SWRConfiguration } from 'swr';
import { BLOG_FRESH_MS, CATALOG_FRESH_MS, JOBS_FRESH_MS, toLanguage } from '../../core/constants';
import { getArticle, getBlogPage } from './blog';
import { getCategories, getPartners } from './catalog';
import { ApiRequestError } from '@freight/shared/web/api/client';
import { getJob, getJobsPage } from './jobs';

// SWR hooks over the fetchers. Keys carry every parameter, so a language
// change is a new request; `enabled: false` gives a null key (no request).

export interface QueryOptions {
  /** False skips the request (e.g. an invalid id in the URL). Default true. */
  enabled?: boolean;
}

/** A 404 or a refused request will not change by asking again; a 5xx or a network failure may. */
function shouldRetry(error: Error): boolean {
  return !(error instanceof ApiRequestError) || error.retryable;
}

function cacheFor(freshMs: number): SWRConfiguration {
  return { dedupingInterval: freshMs, revalidateOnFocus: false, shouldRetryOnError: shouldRetry };
}

const BLOG_CACHE = cacheFor(BLOG_FRESH_MS);
const JOBS_CACHE = cacheFor(JOBS_FRESH_MS);
const CATALOG_CACHE = cacheFor(CATALOG_FRESH_MS);

/** One page of the blog, fresh for 10 minutes. */
export function useBlogPage(page: number, lang: string | undefined, { enabled = true }: QueryOptions = {}) {
  const language = toLanguage(lang);
  return useSWR(enabled ? ['blog', language, page] : null, () => getBlogPage(page, language), BLOG_CACHE);
}

/** One article, fresh for 10 minutes. */
export function useArticle(id: number, lang: string | undefined, { enabled = true }: QueryOptions = {}) {
  const language = toLanguage(lang);
  return useSWR(enabled ? ['blog-article', language, id] : null, () => getArticle(id, language), BLOG_CACHE);
}

/** One page of job offers, fresh for 5 minutes. */
export function useJobsPage(page: number, lang: string | undefined, { enabled = true }: QueryOptions = {}) {
  const language = toLanguage(lang);
  return useSWR(enabled ? ['jobs', language, page] : null, () => getJobsPage(page, language), JOBS_CACHE);
}

/** One open job offer, fresh for 5 minutes; a 404 once it has expired. */
export function useJob(id: number, lang: string | undefined, { enabled = true }: QueryOptions = {}) {
  const language = toLanguage(lang);
  return useSWR(enabled ? ['job', language, id] : null, () => getJob(id, language), JOBS_CACHE);
}

/** The shop categories of the home page's carousel. */
export function useCategories(lang: string | undefined, { enabled = true }: QueryOptions = {}) {
  const language = toLanguage(lang);
  return useSWR(enabled ? ['categories', language] : null, () => getCategories(language), CATALOG_CACHE);
}

/** The partner network's logos. */
export function usePartners({ enabled = true }: QueryOptions = {}) {
  return useSWR(enabled ? ['partners'] : null, () => getPartners(), CATALOG_CACHE);
}
