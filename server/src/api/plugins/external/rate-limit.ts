import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { HttpError } from '../../http/errors';
import { countedUnder } from '../../http/refunded-limit';
import { RENDER_REQUEST_HEADER, RENDER_REQUEST_TOKEN } from '../../http/render-request';
import { limitStores } from './rate-limit-store';

/** Requests a minute per client address on /api (health excluded). */
export const DEFAULT_RATE_LIMIT = { max: 600, timeWindowMs: 60_000 };
/** Submissions a minute per client address on each form endpoint. */
export const DEFAULT_FORM_RATE_LIMIT = { max: 10, timeWindowMs: 60_000 };

export interface RateLimitPluginOptions {
  /** Requests per client address and window on /api; false turns the general limit off. */
  limit: { max: number; timeWindowMs: number } | false;
  /**
   * Whether routes may set their own limit (`config.rateLimit`, e.g. the form
   * endpoints): the plugin is then registered even without a general limit.
   */
  routeLimits: boolean;
  /** REDIS_URL: counts shared by every instance (in the process while Redis is away); without it, per process. */
  redis?: { url: string; namespace?: string };
}

/**
 * Limits the JSON API per client address (request.ip: the forwarded address
 * only from a trusted proxy, see http/trust-proxy.ts); static files and pages
 * are not limited.
 */
export const rateLimitPlugin = fp<RateLimitPluginOptions>(
  async (app, { limit, routeLimits, redis }) => {
    if (!limit && !routeLimits) return;
    const stores = limitStores(app.log, redis);
    app.addHook('onClose', () => stores.close());
    app.addHook('onResponse', async (request, reply) => {
      const count = countedUnder(request);
      if (count && reply.statusCode === 503)
        await stores.refund(count.counter, count.key).catch((error: unknown) => {
          request.log.warn({ err: error }, 'rate limit: a 503 could not be given back its count');
        });
    });
    await app.register(rateLimit, {
      store: stores.Store,
      // A route with its own `config.rateLimit` uses that instead (counted per route).
      global: limit !== false,
      max: limit ? limit.max : undefined,
      timeWindow: limit ? limit.timeWindowMs : undefined,
      // Health checks of an orchestrator must never be refused.
      // Nor the server's own reads while it renders a page (site/server-rendering.ts).
      allowList: (request) =>
        !request.url.startsWith('/api/') ||
        request.url.startsWith('/api/health') ||
        request.headers[RENDER_REQUEST_HEADER] === RENDER_REQUEST_TOKEN,
      errorResponseBuilder: (_request, context) =>
        new HttpError(429, 'RATE_LIMITED', `Too many requests, retry in ${context.after}`),
    });
  },
  { name: 'rate-limit' },
);
