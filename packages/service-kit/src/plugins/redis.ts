import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

declare module 'fastify' {
  interface FastifyInstance {
    redis: Redis;
  }
}

export interface RedisPluginOptions {
  url: string;
}

/** One shared Redis connection for caches and rate limits (BullMQ opens its own). */
async function redis(fastify: FastifyInstance, opts: RedisPluginOptions) {
  const client = new Redis(opts.url, {
    lazyConnect: true,
    connectTimeout: 2000,
    // Fail a command fast while Redis is away instead of queueing it for ever.
    maxRetriesPerRequest: 1,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
  });
  client.on('error', (error) => fastify.log.warn({ err: error }, 'redis connection problem'));
  await client.connect();
  fastify.decorate('redis', client);
  fastify.readinessChecks.set('redis', async () => {
    const answer = await client.ping();
    if (answer !== 'PONG') throw new Error(`answered ${answer}`);
  });
  fastify.addHook('onClose', async () => {
    await client.quit().catch(() => client.disconnect());
  });
}

export const redisPlugin = fp(redis, { name: 'stallplan-redis', fastify: '5.x' });
