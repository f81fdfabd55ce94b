import type { FastifyPluginAsync } from 'fastify';
import { redisPlugin, type CreateServerOptions } from '@stallplan/service-kit';
import type { GatewayConfig } from './config.js';
import { unversionedUrl } from './domain/versioned-url.js';
import { adminSessionsPlugin } from './plugins/app/admin-sessions.js';
import { gatewayApiKeyCheck } from './plugins/app/api-key-check.js';
import { gatewayExpectContinue } from './plugins/app/expect-continue.js';
import { gatewayJsonBody } from './plugins/app/json-body.js';
import { upstreamPoolsPlugin } from './plugins/app/upstream-pools.js';
import { webApp, webAppFallback } from './plugins/app/web-app.js';
import { gatewayCors } from './plugins/external/cors.js';
import { gatewayHelmet } from './plugins/external/helmet.js';
import { gatewayRateLimit } from './plugins/external/rate-limit.js';
import { gatewaySwagger } from './plugins/external/swagger.js';
import adminRoutes from './routes/admin/index.js';
import healthRoutes from './routes/health/index.js';
import proxyRoutes from './routes/proxy/index.js';
import { JSON_BODY_LIMIT } from './routes/proxy/upstream-routes.js';

export interface GatewayAppOptions {
  config: GatewayConfig;
}

/** Options the gateway's server needs beyond a service's: its own 404 and its own trusted proxies. */
export function gatewayServerOptions(config: GatewayConfig): Partial<CreateServerOptions> {
  return {
    bodyLimit: JSON_BODY_LIMIT,
    notFoundHandler: webAppFallback(config.WEB_DIST),
    // The gateway faces clients: X-Forwarded-For is believed only from the load balancer or ingress
    // named in TRUSTED_PROXIES (none by default), so a forged one cannot dodge the rate limit.
    trustedProxies: config.TRUSTED_PROXIES,
    // Keyed clients call /api/v1/...; routed as /api/..., with the address as sent kept in request.originalUrl.
    fastify: { rewriteUrl: (request) => unversionedUrl(request.url ?? '/') },
  };
}

/** The gateway as a plugin: connections, then cross-cutting plugins, then its own routes, the proxies and the web app. */
const gatewayApp: FastifyPluginAsync<GatewayAppOptions> = async (fastify, { config }) => {
  await fastify.register(gatewayHelmet);
  await fastify.register(redisPlugin, { url: config.REDIS_URL });
  await fastify.register(gatewayCors, { config });
  // Before the per-address limit, which lets a call through on a key checked here.
  await fastify.register(gatewayApiKeyCheck, { serviceTokenSecret: config.SERVICE_TOKEN_SECRET });
  await fastify.register(gatewayRateLimit, { config });
  await fastify.register(gatewaySwagger);
  await fastify.register(gatewayJsonBody);
  await fastify.register(gatewayExpectContinue);
  await fastify.register(adminSessionsPlugin, { secret: config.ADMIN_TOKEN_SECRET });
  await fastify.register(upstreamPoolsPlugin, { config });

  await fastify.register(healthRoutes);
  await fastify.register(adminRoutes, { config });
  await fastify.register(proxyRoutes, { config });
  await fastify.register(webApp, { webDist: config.WEB_DIST });

  if (config.adminPasswordGenerated) {
    fastify.log.warn(`ADMIN_PASSWORD is not set; this run's admin password is: ${config.ADMIN_PASSWORD}`);
  }
};

export default gatewayApp;
