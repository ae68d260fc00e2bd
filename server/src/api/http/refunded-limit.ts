import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';

/** Requests counted by a refundable limit, with what the count was made under. */
const counted = new WeakMap<FastifyRequest, { counter: string; key: string }>();

/**
 * A route's own limit (`config.rateLimit`, or `app.rateLimit(…)` for one limit over several paths)
 * whose count is given back when the route answers 503: the database was away and nothing was
 * stored, so the visitor's retry must not be refused for it. `counter` names the limit: one per
 * route, or one shared by the paths of one form.
 */
export function refundedWhenUnavailable(counter: string, limit: { max: number; timeWindowMs: number }) {
  return {
    max: limit.max,
    timeWindow: limit.timeWindowMs,
    counter,
    // Called for every counted request the limit lets through (never for an allow-listed one).
    onExceeding: (request: FastifyRequest, key: string) => counted.set(request, { counter, key }),
  } satisfies RateLimitOptions & { counter: string };
}

/** What a request was counted under by a refundable limit, if it was (the rate limit plugin gives it back on 503). */
export function countedUnder(request: FastifyRequest): { counter: string; key: string } | undefined {
  return counted.get(request);
}
