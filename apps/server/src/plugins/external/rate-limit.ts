// Request rate limits (the forgotten-password route, password links): counters in Redis when REDIS_URL is
// set, so every instance shares them; in process memory otherwise. Routes create their limiters with
// `app.requestLimiter({ keyGenerator, max, timeWindow })`: counting a request past the limit throws
// `RateLimitedError` (429 with `Retry-After`).
//
// While Redis is unreachable the limits still hold, per instance, on in-process counters, and
// `app.rateLimitState()` says `degraded` (shown by /api/health).
import { createRequire } from 'node:module';
import rateLimit, { type CreateRateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { RateLimitedError } from '../../errors.js';

/** `ok`: counters where they are configured (Redis, or this process without REDIS_URL); `degraded`: Redis is down, this process counts alone. */
export type RateLimitState = 'ok' | 'degraded';

declare module 'fastify' {
  interface FastifyInstance {
    rateLimitState(): RateLimitState;
    /** Counts a request against `options`; past the limit, throws RateLimitedError with the seconds left in the window. */
    requestLimiter(options: CreateRateLimitOptions): (request: FastifyRequest) => Promise<void>;
  }
}

function decorateRequestLimiter(app: FastifyInstance): void {
  app.decorate('requestLimiter', (options: CreateRateLimitOptions) => {
    const limiter = app.createRateLimit(options);
    return async (request: FastifyRequest) => {
      const counted = await limiter(request);
      if (!counted.isAllowed && counted.isExceeded) throw new RateLimitedError(Math.max(1, counted.ttlInSeconds));
    };
  });
}

type Counted = { current: number; ttl: number };
type Callback = (error: Error | null, result: Counted | null) => void;
interface Store {
  incr(key: string, callback: Callback, timeWindow: number, max: number): void;
  read(key: string, callback: Callback, timeWindow: number, max: number): void;
  child(routeOptions: unknown): Store;
}
type StoreConstructor<A extends unknown[]> = new (...args: A) => Store;

// The package's own stores (CommonJS files without type declarations).
const require = createRequire(import.meta.url);
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as StoreConstructor<[boolean, boolean, number?]>;
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as StoreConstructor<[boolean, boolean, Redis, string]>;

const NAMESPACE = 'timetrack-rl-';

/**
 * Unusable links (unknown, used or expired) and pairing codes of terminals, per client address, under one
 * key: the limit stops guessing, not use. A usable link always works, whatever its address tried before,
 * so that a whole office behind one address can activate its accounts.
 */
export const LINK_FAILURE_LIMIT = { max: 20, timeWindow: 15 * 60 * 1000 };
/** The limiter options of LINK_FAILURE_LIMIT, for every route that counts an unusable link or code. */
export const LINK_FAILURES: CreateRateLimitOptions = {
  ...LINK_FAILURE_LIMIT,
  keyGenerator: (request) => `link-failures:address:${request.ip}`,
};

/** Redis while it is connected; the in-process store when it is not, or when a command fails. */
class RedisOrLocalStore implements Store {
  constructor(
    private readonly redis: Redis,
    private readonly shared: Store,
    private readonly local: Store,
  ) {}

  private use(method: 'incr' | 'read', key: string, callback: Callback, timeWindow: number, max: number): void {
    if (this.redis.status !== 'ready') return this.local[method](key, callback, timeWindow, max);
    this.shared[method](
      key,
      (error, result) => (error ? this.local[method](key, callback, timeWindow, max) : callback(null, result)),
      timeWindow,
      max,
    );
  }

  incr(key: string, callback: Callback, timeWindow: number, max: number): void {
    this.use('incr', key, callback, timeWindow, max);
  }

  read(key: string, callback: Callback, timeWindow: number, max: number): void {
    this.use('read', key, callback, timeWindow, max);
  }

  child(routeOptions: unknown): Store {
    return new RedisOrLocalStore(this.redis, this.shared.child(routeOptions), this.local.child(routeOptions));
  }
}

export default fp(
  async (app: FastifyInstance, options: { redisUrl: string | undefined }) => {
    if (!options.redisUrl) {
      app.decorate('rateLimitState', (): RateLimitState => 'ok');
      await app.register(rateLimit, { global: false });
      decorateRequestLimiter(app);
      return;
    }
    // Commands fail at once while the connection is down (no offline queue): the local counters answer instead.
    const redis = new Redis(options.redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false, connectTimeout: 2000 });
    let warned = false;
    redis.on('error', (error) => {
      // Once per outage: ioredis reports every reconnection attempt.
      if (!warned) app.log.warn({ err: error }, 'Redis (rate limits) is unreachable: limits are counted in this process until it is back');
      warned = true;
    });
    redis.on('ready', () => {
      if (warned) app.log.info('Redis (rate limits) is reachable again');
      warned = false;
    });
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
    app.decorate('rateLimitState', (): RateLimitState => (redis.status === 'ready' ? 'ok' : 'degraded'));
    const store = new RedisOrLocalStore(redis, new RedisStore(false, false, redis, NAMESPACE), new LocalStore(false, false));
    // The plugin builds its store with `new options.store(settings)`: hand it the one built here.
    const StoreOfThisApp = function StoreOfThisApp() {
      return store;
    } as unknown as new () => Store;
    await app.register(rateLimit, { global: false, store: StoreOfThisApp as never });
    decorateRequestLimiter(app);
  },
  { name: 'rate-limit' },
);
