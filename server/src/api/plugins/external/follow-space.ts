import { LANGUAGES } from '@freight/shared/core/constants';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { FOLLOW_SEGMENT } from '../../follow/follow-links';
import { HttpError } from '../../http/errors';
import { RENDER_REQUEST_HEADER, RENDER_REQUEST_TOKEN } from '../../http/render-request';

// The follow-up links' addresses, `/api/follow/…` and the pages `/follow/…` in every language
// (docs/decisions/028-follow-up-links.md): a capability URL's answers are never stored by a cache,
// never indexed, and send no referrer; one client guessing tokens is limited over the whole space,
// counted in the rate limit's store (Redis when REDIS_URL is set).

/** Requests a minute per client address on the follow-up space. */
export const DEFAULT_FOLLOW_RATE_LIMIT = { max: 30, timeWindowMs: 60_000 };

const prefixes = LANGUAGES.map((language) => `${language}/`).join('|');
const FOLLOW_SPACE = new RegExp(`^/(?:api/|${prefixes})?${FOLLOW_SEGMENT}(?:[/?#]|$)`);

export function inFollowSpace(url: string): boolean {
  return FOLLOW_SPACE.test(url);
}

export interface FollowSpaceOptions {
  /** RATE_LIMIT_FOLLOW_PER_MIN; false: only the general /api limit. */
  limit: { max: number; timeWindowMs: number } | false;
}

export const followSpacePlugin = fp<FollowSpaceOptions>(
  async (app, { limit }) => {
    const check = limit
      ? app.createRateLimit({
          max: limit.max,
          timeWindow: limit.timeWindowMs,
          keyGenerator: (request) => `follow-space:${request.ip}`,
          // The server's own reads while it renders a page are the visitor's one request, counted already.
          allowList: (request: FastifyRequest) => request.headers[RENDER_REQUEST_HEADER] === RENDER_REQUEST_TOKEN,
        })
      : null;
    app.addHook('onRequest', async (request, reply) => {
      if (!inFollowSpace(request.url)) return;
      reply.header('cache-control', 'no-store');
      reply.header('x-robots-tag', 'noindex');
      reply.header('referrer-policy', 'no-referrer');
      const result = check && (await check(request));
      if (result && !result.isAllowed && result.isExceeded)
        throw new HttpError(429, 'RATE_LIMITED', `Too many requests, retry in ${Math.ceil(result.ttl / 1000)} s`);
    });
  },
  { name: 'follow-space', dependencies: ['rate-limit'] },
);
