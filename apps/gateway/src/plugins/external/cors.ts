import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { GatewayConfig } from '../../config.js';

/** The origins CORS_ORIGINS lists, trimmed; none when it is unset or blank. */
export function allowedOrigins(config: Pick<GatewayConfig, 'CORS_ORIGINS'>): string[] {
  return (config.CORS_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
}

/**
 * Only the origins CORS_ORIGINS lists may read the API's answers from their pages, in every
 * environment: a development machine is reachable by any page its browser opens. The gateway's
 * own pages are same-origin and need no CORS; the dev stack lists its own address anyway.
 */
async function corsPlugin(fastify: FastifyInstance, opts: { config: GatewayConfig }) {
  const listed = allowedOrigins(opts.config);
  await fastify.register(cors, {
    origin: listed.length > 0 ? listed : false,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    // If-Match and ETag: the admin forms' versions (contracts' record-version.ts).
    allowedHeaders: ['content-type', 'x-admin-token', 'authorization', 'x-request-id', 'if-match'],
    // The limits of an API key's calls (docs/integrations.md#limits), for a page that calls with one.
    exposedHeaders: [
      'x-request-id',
      'content-disposition',
      'retry-after',
      'etag',
      'ratelimit-limit',
      'ratelimit-remaining',
      'ratelimit-reset',
      'x-quota-limit',
      'x-quota-remaining',
      'x-quota-reset',
    ],
    maxAge: 600,
  });
}

export const gatewayCors = fp(corsPlugin, { name: 'gateway-cors', fastify: '5.x' });
