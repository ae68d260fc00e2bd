import type { Middleware } from 'swr';
import type { ServerAnswerError } from '@freight/shared/core/federation/server-rendering';
import { swrCacheKey } from '../app/server-data';

/** The data one render asked for and the server has not fetched yet: cache key -> its fetch. */
export type Wanted = Map<string, () => Promise<unknown>>;

/**
 * Notes what the page asks SWR for and the server has not fetched yet: the
 * render is done again once it is fetched. An infinite list (useSWRInfinite,
 * whose key is a function) gets its first page.
 */
export function collector(
  fallback: Record<string, unknown>,
  refusals: Record<string, ServerAnswerError>,
  wanted: Wanted,
): Middleware {
  return (useSWRNext) => (key, fetcher, config) => {
    const id = swrCacheKey(key);
    const known = !!id && (id in fallback || id in refusals);
    if (fetcher && id && !known && !wanted.has(id)) {
      const first = typeof key === 'function' ? (key as (index: number, previous: unknown) => unknown)(0, null) : key;
      const run = fetcher as (k: unknown) => unknown;
      wanted.set(id, typeof key === 'function' ? async () => [await run(first)] : async () => run(key));
    }
    // Data the server has is the page's (as in the browser, server-data.ts): no loading state.
    return useSWRNext(key, fetcher, known ? { ...config, revalidateOnMount: false } : config);
  };
}
