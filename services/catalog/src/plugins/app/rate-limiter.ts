import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '@stallplan/service-kit';

export interface RateLimit {
  /** What is counted, e.g. `brief:<hash of the e-mail>`; never a raw address. */
  key: string;
  limit: number;
  windowMs: number;
  /** The sentence a refused client reads. */
  message: string;
}

/** Fixed-window counters in Redis (INCR, then PEXPIRE on the first hit), shared by every instance. */
export interface RateLimiter {
  /** Counts one hit and throws 429 when the limit is passed. */
  consume(limit: RateLimit): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    rateLimiter: RateLimiter;
  }
}

async function rateLimiter(fastify: FastifyInstance) {
  // The database name keeps test runs, each on a database of its own, from counting together;
  // `rate-limit:` is what the dev stack clears between test files.
  const prefix = `catalog:${fastify.mongo.name}:rate-limit:`;
  fastify.decorate('rateLimiter', {
    async consume({ key, limit, windowMs, message }) {
      let count: number;
      try {
        const redisKey = prefix + key;
        count = await fastify.redis.incr(redisKey);
        if (count === 1) await fastify.redis.pexpire(redisKey, windowMs);
      } catch (error) {
        // A limiter that cannot count must not stop a brief or a bid: let the request through.
        fastify.log.warn({ err: error }, 'rate limit not checked');
        return;
      }
      if (count > limit) throw new AppError('TOO_MANY_REQUESTS', message);
    },
  } satisfies RateLimiter);
}

export const rateLimiterPlugin = fp(rateLimiter, { name: 'catalog-rate-limiter', fastify: '5.x', dependencies: ['stallplan-mongo', 'stallplan-redis'] });
