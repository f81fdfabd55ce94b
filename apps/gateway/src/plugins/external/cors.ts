import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { GatewayConfig } from '../../config.js';

/** Same origin by default in production; listed origins when CORS_ORIGINS is set; any origin in development. */
async function corsPlugin(fastify: FastifyInstance, opts: { config: GatewayConfig }) {
  const listed = opts.config.CORS_ORIGINS?.split(',').map((origin) => origin.trim()).filter(Boolean);
  await fastify.register(cors, {
    origin: listed?.length ? listed : opts.config.NODE_ENV !== 'production',
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['content-type', 'x-admin-token', 'authorization', 'x-request-id'],
    exposedHeaders: ['x-request-id', 'content-disposition', 'retry-after'],
    maxAge: 600,
  });
}

export const gatewayCors = fp(corsPlugin, { name: 'gateway-cors', fastify: '5.x' });
