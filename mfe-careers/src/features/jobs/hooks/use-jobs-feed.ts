import useSWRInfinite from 'swr/infinite';
import { useTranslation } from 'react-i18next';
import { getJobsPage } from '@freight/shared/web/api/jobs';
import { appendUnique } from '@freight/shared/web/api/append-unique';
import { ApiRequestError } from '@freight/shared/web/api/client';
import { JOBS_FRESH_MS, toLanguage } from '@freight/shared/core/constants';
import type { Job, Paginated } from '@freight/shared/core/api/models';

/**
 * The job list with 'see more': one request per page, kept fresh 5 minutes
 * (docs/product-rules.md#caching), pages held in SWR's cache so coming back keeps what was loaded,
 * offers appended without duplicates.
 */
export function useJobsFeed() {
  const { i18n } = useTranslation();
  const lang = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  const { data, error, size, setSize, isLoading, isValidating, mutate } = useSWRInfinite<Paginated<Job>>(
    (index, previous) => (previous && index + 1 > previous.last_page ? null : ['jobs', lang, index + 1]),
    ([, language, page]: [string, string, number]) => getJobsPage(page, language),
    {
      dedupingInterval: JOBS_FRESH_MS,
      revalidateOnFocus: false,
      revalidateFirstPage: false,
      // As the shared hooks: a 404 will not change by asking again; a 5xx or a network failure may.
      shouldRetryOnError: (error: unknown) => !(error instanceof ApiRequestError) || error.retryable,
    },
  );
  const pages = data ?? [];
  const jobs = pages.reduce<Job[]>((all, page) => appendUnique(all, page.data), []);
  const last = pages[pages.length - 1];
  return {
    jobs,
    total: last?.total ?? 0,
    hasMore: !!last && last.page < last.last_page,
    isLoading,
    loadingMore: isValidating && size > pages.length,
    error: error as unknown,
    loadMore: () => setSize(size + 1),
    // Revalidates the pages asked for, including the one that failed.
    retry: () => mutate(),
  };
}
