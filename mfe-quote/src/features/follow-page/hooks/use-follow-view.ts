import useSWR from 'swr';
import { ApiRequestError } from '@freight/shared/web/api/client';
import { getFollowView } from '../api/follow-api';

/** The SWR key of a link's view: the server renders the page with it (shell/src/server/swr-collector.ts). */
export const followKey = (token: string) => ['follow', token] as const;

/** The request a follow-up link opens. A 404 stays a 404; a failure of the network or server may be retried. */
export function useFollowView(token: string) {
  return useSWR(followKey(token), () => getFollowView(token), {
    revalidateOnFocus: false,
    shouldRetryOnError: (error: Error) => !(error instanceof ApiRequestError) || error.retryable,
  });
}

/** Whether an error is the API's "this link opens nothing". */
export const isDeadLink = (error: unknown) => error instanceof ApiRequestError && error.status === 404;
