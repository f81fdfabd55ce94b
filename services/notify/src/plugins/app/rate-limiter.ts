import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '@stallplan/service-kit';
import type { NotifyConfig } from '../../config.js';

export interface RateLimit {
  /** What is counted, e.g. `enquiry:ip:1.2.3.4`. */
  key: string;
  limit: number;
  /** The sentence a refused client reads. */
  message: string;
}

/** Fixed-window counters in Redis (INCR, then PEXPIRE on the first hit), shared by every instance. */
export interface RateLimiter {
  /** Counts one hit against each limit and throws 429 when any is exceeded. */
  consume(limits: readonly RateLimit[]): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    rateLimiter: RateLimiter;
  }
}

async function rateLimiter(fastify: FastifyInstance, { config }: { config: NotifyConfig }) {
  const prefix = `${config.REDIS_PREFIX}:rate-limit:`;
  fastify.decorate('rateLimiter', {
    async consume(limits) {
      let counts: number[];
      try {
        counts = await Promise.all(
          limits.map(async ({ key }) => {
            const redisKey = prefix + key;
            const count = await fastify.redis.incr(redisKey);
            if (count === 1) await fastify.redis.pexpire(redisKey, config.RATE_LIMIT_WINDOW_MS);
            return count;
          }),
        );
      } catch (error) {
        // A limiter that cannot count must not lose a customer's mail: let the request through.
        fastify.log.warn({ err: error }, 'rate limit not checked');
        return;
      }
      const exceeded = limits.find((limit, index) => (counts[index] ?? 0) > limit.limit);
      if (exceeded) throw new AppError('TOO_MANY_REQUESTS', exceeded.message);
    },
  } satisfies RateLimiter);
}

export const rateLimiterPlugin = fp(rateLimiter, { name: 'notify-rate-limiter', fastify: '5.x', dependencies: ['stallplan-redis'] });
