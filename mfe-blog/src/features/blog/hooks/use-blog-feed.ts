import useSWRInfinite from 'swr/infinite';
import { useTranslation } from 'react-i18next';
import { getBlogPage } from '@freight/shared/web/api/blog';
import { appendUnique } from '@freight/shared/web/api/append-unique';
import { BLOG_FRESH_MS, toLanguage } from '@freight/shared/core/constants';
import type { ArticleSummary, Paginated } from '@freight/shared/core/api/models';

/**
 * The article list with 'load more': one request per page, pages kept in
 * SWR's cache (so going back to the list keeps what was loaded), items
 * appended without duplicates.
 */
export function useBlogFeed() {
  const { i18n } = useTranslation();
  const lang = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  const { data, error, size, setSize, isLoading, isValidating, mutate } = useSWRInfinite<Paginated<ArticleSummary>>(
    (index, previous) => (previous && index + 1 > previous.last_page ? null : ['blog', lang, index + 1]),
    ([, language, page]: [string, string, number]) => getBlogPage(page, language),
    { dedupingInterval: BLOG_FRESH_MS, revalidateOnFocus: false, revalidateFirstPage: false },
  );
  const pages = data ?? [];
  const articles = pages.reduce<ArticleSummary[]>((all, page) => appendUnique(all, page.data), []);
  const last = pages[pages.length - 1];
  const loadingMore = isValidating && size > pages.length;
  return {
    articles,
    total: last?.total ?? 0,
    hasMore: !!last && last.page < last.last_page,
    isLoading,
    loadingMore,
    error: error as unknown,
    loadMore: () => setSize(size + 1),
    retry: () => mutate(),
  };
}
