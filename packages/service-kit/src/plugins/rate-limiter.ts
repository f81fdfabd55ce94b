import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../app-error.js';

export interface RateLimit {
  /** What is counted, e.g. `brief:<hash of the e-mail>` or `plan-create:<ip>`; never a raw e-mail address. */
  key: string;
  limit: number;
  windowMs: number;
  /** The sentence a refused client reads. */
  message: string;
}

/** Fixed-window counters in Redis, shared by every instance. */
export interface RateLimiter {
  /** Counts one hit and throws 429 (with Retry-After) when the limit is passed. */
  consume(limit: RateLimit): Promise<void>;
}

/** A 429 that knows when its window ends; the plugin's onError hook sends that as Retry-After. */
export class RateLimitExceeded extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super('TOO_MANY_REQUESTS', message);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    rateLimiter: RateLimiter;
  }
}

/**
 * One round trip, one atomic step: the count and its expiry are set together, so a crash or a
 * lost reply between two calls can never leave a counter that never expires. A key that somehow
 * has no expiry gets one here too.
 */
const COUNT_HIT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return { count, ttl }
`;

export interface RateLimiterPluginOptions {
  /** The service whose limits these are; it starts every key. */
  service: string;
}

async function rateLimiter(fastify: FastifyInstance, { service }: RateLimiterPluginOptions) {
  // The database name keeps test runs, each on a database of its own, from counting together;
  // `rate-limit:` is what the dev stack clears between test files.
  const prefix = `${service}:${fastify.mongo.name}:rate-limit:`;
  fastify.decorate('rateLimiter', {
    async consume({ key, limit, windowMs, message }) {
      let count: number;
      let ttlMs: number;
      try {
        const [counted, ttl] = (await fastify.redis.eval(COUNT_HIT, 1, prefix + key, windowMs)) as [number, number];
        count = counted;
        ttlMs = ttl;
      } catch (error) {
        // A limiter that cannot count must not stop a brief, a bid or a save: let the request through.
        fastify.log.warn({ err: error }, 'rate limit not checked');
        return;
      }
      if (count > limit) throw new RateLimitExceeded(message, Math.max(1, Math.ceil(ttlMs / 1000)));
    },
  } satisfies RateLimiter);

  fastify.addHook('onError', async (_request, reply, error) => {
    if (error instanceof RateLimitExceeded) void reply.header('retry-after', String(error.retryAfterSeconds));
  });
}

/** The limits a service counts in Redis (`fastify.rateLimiter`), for catalog's briefs and registrations and quotes' saved plans. */
export const rateLimiterPlugin = fp(rateLimiter, { name: 'stallplan-rate-limiter', fastify: '5.x', dependencies: ['stallplan-mongo', 'stallplan-redis'] });
