import { unstable_serialize, type Cache, type Key, type Middleware, type SWRConfiguration } from 'swr';
import {
  SERVER_DATA_ID,
  type ServerAnswerError,
  type ServerData,
} from '@freight/shared/core/federation/server-rendering';
import { ApiRequestError } from '@freight/shared/web/api/client';
import { FormattedTextsProvider } from '@freight/shared/web/i18n/formatted';

// The page's formatter reads the server's texts while it hydrates (the same copy as the remotes').
export { FormattedTextsProvider };

// The data a page was rendered with on the server (docs/decisions/013-server-rendering.md):
// SWR's fallback in the browser, so the page hydrates with what the server
// showed and does not ask for it again while it is fresh.

/** SWR's own cache key for a hook's key: an infinite list's (useSWRInfinite) when the key is a function. */
export function swrCacheKey(key: unknown): string | null {
  if (key === null || key === undefined || key === false) return null;
  if (typeof key === 'function') {
    let first: unknown;
    try {
      first = (key as (index: number, previous: unknown) => unknown)(0, null);
    } catch {
      return null;
    }
    // swr/infinite's unstable_serialize, without loading swr/infinite on every page.
    return first ? `$inf$${unstable_serialize(first as Key)}` : null;
  }
  return unstable_serialize(key as Key) || null;
}

/** The page's server data, or null when the page was rendered in the browser only. */
export function readServerData(root: Document = document): ServerData | null {
  const text = root.getElementById(SERVER_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    const parsed = JSON.parse(text) as Partial<ServerData>;
    if (!parsed.swr || typeof parsed.swr !== 'object') return null;
    const errors = parsed.errors && typeof parsed.errors === 'object' ? parsed.errors : {};
    const formatted = parsed.formatted && typeof parsed.formatted === 'object' ? parsed.formatted : {};
    // Freshness counts from when this page received it (the server's clock may differ).
    return { swr: parsed.swr, errors, formatted, at: Date.now() };
  } catch {
    return null;
  }
}

const DEFAULT_FRESH_MS = 2_000;

/** The error the API client would have thrown for that answer. */
export const answerError = (answer: ServerAnswerError) => new ApiRequestError(answer);

/**
 * SWR's cache with the server's lasting refusals in it (a 404 article: the
 * page shows its "not found" as the server did). The cache given is returned,
 * so the page keeps one cache and SWR's global mutate still reaches it.
 */
export function withServerErrors(errors: Record<string, ServerAnswerError>) {
  return (cache: Readonly<Cache>): Cache => {
    const writable = cache as Cache;
    for (const [id, answer] of Object.entries(errors))
      if (!writable.get(id)) writable.set(id, { error: answerError(answer) });
    return writable;
  };
}

/**
 * SWR's configuration for the page: the server's data as fallback, and no
 * request on mount for a key the server gave while it is fresh (the hook's
 * dedupingInterval: 10 minutes for the blog, 5 for jobs).
 */
export function serverDataConfig(data: ServerData | null): SWRConfiguration {
  if (!data) return {};
  const fresh: Middleware = (useSWRNext) => (key, fetcher, config) => {
    const id = swrCacheKey(key);
    const given =
      id !== null &&
      (id in data.swr || id in data.errors) &&
      Date.now() - data.at < (config.dedupingInterval ?? DEFAULT_FRESH_MS);
    return useSWRNext(key, fetcher, given ? { ...config, revalidateOnMount: false } : config);
  };
  const errors = Object.keys(data.errors).length > 0 ? { provider: withServerErrors(data.errors) } : {};
  return { fallback: data.swr, use: [fresh], ...errors };
}
