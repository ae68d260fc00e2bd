import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { HttpError } from '../../http/errors';

export interface RateLimitPluginOptions {
  /** Requests per client address and window on /api; false turns the general limit off. */
  limit: { max: number; timeWindowMs: number } | false;
  /**
   * Whether routes may set their own limit (`config.rateLimit`, e.g. the form
   * endpoints): the plugin is then registered even without a general limit.
   */
  routeLimits: boolean;
}

/** Limits the JSON API per client address; static files and pages are not limited. */
export const rateLimitPlugin = fp<RateLimitPluginOptions>(
  async (app, { limit, routeLimits }) => {
    if (!limit && !routeLimits) return;
    await app.register(rateLimit, {
      // A route with its own `config.rateLimit` uses that instead (counted per route).
      global: limit !== false,
      max: limit ? limit.max : undefined,
      timeWindow: limit ? limit.timeWindowMs : undefined,
      // Health checks of an orchestrator must never be refused.
      allowList: (request) => !request.url.startsWith('/api/') || request.url.startsWith('/api/health'),
      errorResponseBuilder: (_request, context) =>
        new HttpError(429, 'RATE_LIMITED', `Too many requests, retry in ${context.after}`),
    });
  },
  { name: 'rate-limit' },
);
