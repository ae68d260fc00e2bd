import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { HttpError } from '../../http/errors';

export interface RateLimitPluginOptions {
  /** Requests per client address and window on /api; false turns limiting off. */
  limit: { max: number; timeWindowMs: number } | false;
}

/** Limits the JSON API per client address; static files and pages are not limited. */
export const rateLimitPlugin = fp<RateLimitPluginOptions>(
  async (app, { limit }) => {
    if (!limit) return;
    await app.register(rateLimit, {
      global: true,
      max: limit.max,
      timeWindow: limit.timeWindowMs,
      // Health checks of an orchestrator must never be refused.
      allowList: (request) => !request.url.startsWith('/api/') || request.url.startsWith('/api/health'),
      errorResponseBuilder: (_request, context) =>
        new HttpError(429, 'RATE_LIMITED', `Too many requests, retry in ${context.after}`),
    });
  },
  { name: 'rate-limit' },
);
