// Request rate limits (the forgotten-password route): counters in Redis when REDIS_URL is set, so every
// instance shares them; in process memory otherwise. Routes create their limiters with
// `app.createRateLimit({ keyGenerator, max, timeWindow })` and throw `RateLimitedError` when one is exceeded.
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

export default fp(
  async (app: FastifyInstance, options: { redisUrl: string | undefined }) => {
    let redis: Redis | undefined;
    if (options.redisUrl) {
      // A command waits for the connection briefly, then fails; a failing store lets requests through.
      redis = new Redis(options.redisUrl, { maxRetriesPerRequest: 1 });
      redis.on('error', (error) => app.log.warn({ err: error }, 'Redis (rate limits) is unreachable'));
      app.addHook('onClose', async () => {
        await redis!.quit().catch(() => redis!.disconnect());
      });
    }
    // No global limit: routes opt in. With Redis down, limits are skipped rather than failing requests.
    await app.register(rateLimit, { global: false, ...(redis ? { redis, nameSpace: 'timetrack-rl-', skipOnError: true } : {}) });
  },
  { name: 'rate-limit' },
);
