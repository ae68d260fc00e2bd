import { createRequire } from 'node:module';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

// The stores @fastify/rate-limit counts in: its own LocalStore and RedisStore, with two additions.
// - With REDIS_URL the counts are shared by every instance, and counted in the process while Redis
//   cannot answer: a Redis outage never takes the site down, and the limits are shared again as
//   soon as it is back.
// - A count can be given back (`refund`): the plugin counts a request before its handler runs, and a
//   form answered 503 because the database was away stored nothing (plugins/external/rate-limit.ts).

const require = createRequire(import.meta.url);

interface Counter {
  current: number;
  ttl: number;
}
type Callback = (error: Error | null, result?: Counter) => void;

/** What @fastify/rate-limit gives `child()`: the merged limit options, `counter` when the limit names one. */
interface ChildOptions {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
  /** The name of a refundable limit (refundedWhenUnavailable in rate-limit.ts). */
  counter?: string;
  routeInfo?: { method?: string | string[]; url?: string };
}

/** The store contract of @fastify/rate-limit (its LocalStore and RedisStore), and a refund. */
interface RateLimitStore {
  incr(key: string, callback: Callback, timeWindow: number, max: number): void;
  read(key: string, callback: Callback, timeWindow: number, max: number): void;
  /** `options` are ChildOptions; the plugin's types describe them as a route's options. */
  child(options: unknown): RateLimitStore;
  /** Gives back one count of `key`; never below 0, and a count already expired stays expired. */
  refund(key: string): Promise<void>;
}

interface LocalStoreBase {
  incr: RateLimitStore['incr'];
  read: RateLimitStore['read'];
  lru: { get(key: string): { current: number } | undefined };
}
interface RedisStoreBase {
  incr: RateLimitStore['incr'];
  read: RateLimitStore['read'];
  redis: Redis;
  /** The prefix of this store's keys. */
  key: string;
}
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
) => LocalStoreBase;
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  redis: Redis,
  key: string,
) => RedisStoreBase;

/** A route's counter: the limit's own name, else its route (as the plugin's RedisStore keys it). */
function counterOf(options: unknown): string {
  const { counter, routeInfo } = options as ChildOptions;
  if (counter) return counter;
  const { method, url } = routeInfo ?? {};
  return url ? `${String(method)}${url}` : 'limiter';
}

// DECR keeps the key's expiry; a key gone (window over) or at 0 is left alone.
const REFUND_SCRIPT = `
  local current = tonumber(redis.call('GET', KEYS[1]))
  if current and current > 0 then return redis.call('DECR', KEYS[1]) end
  return 0`;

class RefundableRedisStore extends RedisStore implements RateLimitStore {
  child(options: unknown): RefundableRedisStore {
    const { continueExceeding, exponentialBackoff } = options as ChildOptions;
    return new RefundableRedisStore(
      continueExceeding ?? false,
      exponentialBackoff ?? false,
      this.redis,
      `${this.key}${counterOf(options)}-`,
    );
  }

  async refund(key: string) {
    await this.redis.eval(REFUND_SCRIPT, 1, this.key + key);
  }
}

class RefundableLocalStore extends LocalStore implements RateLimitStore {
  child(options: unknown): RefundableLocalStore {
    const { continueExceeding, exponentialBackoff } = options as ChildOptions;
    return new RefundableLocalStore(continueExceeding ?? false, exponentialBackoff ?? false);
  }

  async refund(key: string) {
    const entry = this.lru.get(key);
    if (entry && entry.current > 0) entry.current -= 1;
  }
}

/** A Redis answer slower than this counts as Redis being away: a request waits no longer for its limit. */
const REDIS_COMMAND_TIMEOUT_MS = 500;

export interface LimitStores {
  /** The store class to give @fastify/rate-limit (`store`); it constructs it with its settings. */
  Store: new (params: {
    continueExceeding?: boolean;
    exponentialBackoff?: boolean;
  }) => RateLimitStore;
  /** Gives back one count of `key` to the limit named `counter`, wherever it was counted. */
  refund(counter: string, key: string): Promise<void>;
  close(): Promise<void>;
}

/** The stores of one server: in the process, or through `redis` with the process as the fallback. */
export function limitStores(log: FastifyBaseLogger, redis?: { url: string; namespace?: string }): LimitStores {
  // Every route's child store by counter, so that a refund reaches the one that counted.
  const counters = new Map<string, RateLimitStore>();
  const registered = <S extends RateLimitStore>(options: unknown, store: S): S => {
    counters.set(counterOf(options), store);
    return store;
  };
  const refund = async (counter: string, key: string) => {
    await counters.get(counter)?.refund(key);
  };

  if (!redis) {
    class LocalLimits extends RefundableLocalStore {
      constructor(params: { continueExceeding?: boolean; exponentialBackoff?: boolean }) {
        super(params.continueExceeding ?? false, params.exponentialBackoff ?? false);
      }

      override child(options: unknown) {
        return registered(options, super.child(options));
      }
    }
    return { Store: LocalLimits, refund, close: async () => {} };
  }
  return sharedStores(log, redis.url, redis.namespace ?? 'freight-rate-limit:', registered, refund);
}

function sharedStores(
  log: FastifyBaseLogger,
  url: string,
  namespace: string,
  registered: <S extends RateLimitStore>(options: unknown, store: S) => S,
  refund: LimitStores['refund'],
): LimitStores {
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

    /** Where counts go now; a count made before an outage began or ended is not found, and stays. */
    async refund(key: string) {
      if (!shared) return this.local.refund(key);
      await this.remote.refund(key).catch(suspend);
    }

    child(options: unknown) {
      return registered(options, new FallbackStore(this.remote.child(options), this.local.child(options)));
    }
  }

  return {
    Store: class extends FallbackStore {
      constructor(params: { continueExceeding?: boolean; exponentialBackoff?: boolean }) {
        const continueExceeding = params.continueExceeding ?? false;
        const exponentialBackoff = params.exponentialBackoff ?? false;
        super(
          new RefundableRedisStore(continueExceeding, exponentialBackoff, redis, namespace),
          new RefundableLocalStore(continueExceeding, exponentialBackoff),
        );
      }
    },
    refund,
    async close() {
      clearTimeout(probe);
      redis.disconnect();
    },
  };
}
