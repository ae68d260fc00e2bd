import useSWR from 'swr';
import { ApiRequestError } from '@freight/shared/web/api/client';
import { getFollowOffers } from '../api/offer-api';

/** The SWR key of a link's offers: asked with the view, so the server renders the page with both. */
export const followOffersKey = (token: string) => ['follow-offers', token] as const;

/** The offers a follow-up link shows (null: none was sent). */
export function useFollowOffers(token: string) {
  return useSWR(followOffersKey(token), () => getFollowOffers(token), {
    revalidateOnFocus: false,
    shouldRetryOnError: (error: Error) => !(error instanceof ApiRequestError) || error.retryable,
  });
}
