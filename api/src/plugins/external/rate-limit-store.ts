import { createRequire } from 'node:module';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

// Rate limits shared by every instance through Redis (REDIS_URL), counted in the process while Redis
// cannot answer: a Redis outage never takes the site down, and the limits are shared again as soon
// as it is back. @fastify/rate-limit's own stores do the counting; this only chooses between them.

const require = createRequire(import.meta.url);

interface Counter {
  current: number;
  ttl: number;
}
type Callback = (error: Error | null, result?: Counter) => void;

/** The store contract of @fastify/rate-limit (its LocalStore and RedisStore). */
interface RateLimitStore {
  incr(key: string, callback: Callback, timeWindow: number, max: number): void;
  read(key: string, callback: Callback, timeWindow: number, max: number): void;
  child(routeOptions: unknown): RateLimitStore;
}
type StoreConstructor<A extends unknown[]> = new (...args: A) => RateLimitStore;

const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as StoreConstructor<
  [continueExceeding: boolean, exponentialBackoff: boolean, cache?: number]
>;
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as StoreConstructor<
  [continueExceeding: boolean, exponentialBackoff: boolean, redis: Redis, key?: string]
>;

/** A Redis answer slower than this counts as Redis being away: a request waits no longer for its limit. */
export const REDIS_COMMAND_TIMEOUT_MS = 500;

export interface SharedLimits {
  /** The store class to give @fastify/rate-limit (`store`). */
  Store: new (params: {
    continueExceeding?: boolean;
    exponentialBackoff?: boolean;
  }) => RateLimitStore;
  /** Whether counts go to Redis now. */
  readonly shared: boolean;
  close(): Promise<void>;
}

/** A connection to REDIS_URL and the store that counts there, or in the process while Redis is away. */
export function sharedRateLimits(url: string, log: FastifyBaseLogger, namespace = 'freight-rate-limit:'): SharedLimits {
  const redis = new Redis(url, {
    // Fail at once while disconnected instead of queueing: the request is counted locally.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    // Keep trying to come back, at most every 2 s.
    retryStrategy: (times) => Math.min(times * 200, 2_000),
    lazyConnect: false,
  });
  let shared = false;
  let probe: NodeJS.Timeout | undefined;
  const resume = () => {
    if (!shared) log.info('rate limits: shared through Redis');
    shared = true;
  };
  /** Counts go to the process until Redis answers a PING again (or reconnects). */
  const suspend = (error: Error) => {
    if (shared) log.warn({ err: error }, 'rate limits: Redis unreachable, counting in this process until it is back');
    shared = false;
    probe ??= setTimeout(() => {
      probe = undefined;
      redis.ping().then(resume, (failure: Error) => suspend(failure));
    }, 1_000).unref();
  };
  redis.on('ready', resume);
  // Every failed reconnection emits an error; suspend logs only the first of an outage.
  redis.on('error', suspend);

  class FallbackStore implements RateLimitStore {
    constructor(
      private readonly remote: RateLimitStore,
      private readonly local: RateLimitStore,
    ) {}

    private use(method: 'incr' | 'read', key: string, callback: Callback, timeWindow: number, max: number) {
      if (!shared) return this.local[method](key, callback, timeWindow, max);
      this.remote[method](
        key,
        (error, result) => {
          if (!error) return callback(null, result);
          suspend(error);
          this.local[method](key, callback, timeWindow, max);
        },
        timeWindow,
        max,
      );
    }

    incr(key: string, callback: Callback, timeWindow: number, max: number) {
      this.use('incr', key, callback, timeWindow, max);
    }

    read(key: string, callback: Callback, timeWindow: number, max: number) {
      this.use('read', key, callback, timeWindow, max);
    }

    child(routeOptions: unknown) {
      return new FallbackStore(this.remote.child(routeOptions), this.local.child(routeOptions));
    }
  }

  return {
    // @fastify/rate-limit constructs the store with its settings.
    Store: class extends FallbackStore {
      constructor(params: { continueExceeding?: boolean; exponentialBackoff?: boolean }) {
        const continueExceeding = params.continueExceeding ?? false;
        const exponentialBackoff = params.exponentialBackoff ?? false;
        super(
          new RedisStore(continueExceeding, exponentialBackoff, redis, namespace),
          new LocalStore(continueExceeding, exponentialBackoff),
        );
      }
    },
    get shared() {
      return shared;
    },
    async close() {
      clearTimeout(probe);
      redis.disconnect();
    },
  };
}
