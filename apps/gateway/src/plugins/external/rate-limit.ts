import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '@stallplan/service-kit';
import type { GatewayConfig } from '../../config.js';

/** Per-client limits for anonymous calls, kept in Redis so every gateway replica counts together. Static files are not counted. */
async function rateLimitPlugin(fastify: FastifyInstance, opts: { config: GatewayConfig }) {
  await fastify.register(rateLimit, {
    global: true,
    max: opts.config.RATE_LIMIT_PER_MINUTE,
    timeWindow: '1 minute',
    redis: fastify.redis,
    nameSpace: 'gateway:rate-limit:',
    // A Redis hiccup must not take the whole API down with it.
    skipOnError: true,
    // A call let through on an API key has the key's own limits (plugins/app/api-key-check.ts).
    allowList: (request) => request.apiKey !== null || (!request.url.startsWith('/api/') && !request.url.startsWith('/generate-roi-guide')),
    errorResponseBuilder: (_request, context) => new AppError('TOO_MANY_REQUESTS', `Too many requests. Please wait ${context.after} and try again.`),
  });
}

export const gatewayRateLimit = fp(rateLimitPlugin, {
  name: 'gateway-rate-limit',
  dependencies: ['stallplan-redis'],
  fastify: '5.x',
});
