import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { serviceNames, type ServiceName } from '@stallplan/contracts';
import type { GatewayConfig } from '../../config.js';
import { UpstreamPool } from '../../upstreams/upstream-pool.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Each service's processes, balanced over, probed in the background. */
    upstreamPools: Record<ServiceName, UpstreamPool>;
  }
}

/** A service that is down must get a fast, clear answer, never a hanging request. */
const CONNECT_TIMEOUT_MS = 2000;
/**
 * Connections to each process of a service, shared by all its routes. Generous: a quotes call may
 * wait long for its PDF, and must not hold up the planner's saves behind it.
 */
const CONNECTIONS_PER_UPSTREAM = 256;

export function configuredUrls(config: GatewayConfig): Record<ServiceName, readonly string[]> {
  return {
    catalog: config.CATALOG_URL,
    content: config.CONTENT_URL,
    travel: config.TRAVEL_URL,
    quotes: config.QUOTES_URL,
    notify: config.NOTIFY_URL,
  };
}

async function upstreamPools(fastify: FastifyInstance, opts: { config: GatewayConfig }) {
  const urls = configuredUrls(opts.config);
  const pools = Object.fromEntries(
    serviceNames.map((service) => [
      service,
      new UpstreamPool({
        service,
        urls: urls[service],
        log: fastify.log,
        connection: {
          connections: CONNECTIONS_PER_UPSTREAM,
          pipelining: 1,
          keepAliveTimeout: 30_000,
          connect: { timeout: CONNECT_TIMEOUT_MS },
          headersTimeout: opts.config.UPSTREAM_TIMEOUT_MS,
          bodyTimeout: opts.config.UPSTREAM_TIMEOUT_MS,
        },
      }),
    ]),
  ) as Record<ServiceName, UpstreamPool>;
  fastify.decorate('upstreamPools', pools);
  fastify.addHook('onReady', async () => {
    for (const pool of Object.values(pools)) pool.startProbing();
  });
  fastify.addHook('onClose', async () => {
    await Promise.all(Object.values(pools).map((pool) => pool.close()));
  });
}

export const upstreamPoolsPlugin = fp(upstreamPools, { name: 'upstream-pools', fastify: '5.x' });
