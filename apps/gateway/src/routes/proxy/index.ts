import proxy from '@fastify/http-proxy';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServiceName } from '@stallplan/contracts';
import { AppError } from '@stallplan/service-kit';
import type { GatewayConfig } from '../../config.js';
import { requireAdminSession } from '../../plugins/app/require-admin-session.js';
import { JSON_BODY_LIMIT, UPLOAD_BODY_LIMIT, upstreamRoutes, type UpstreamRoute } from './upstream-routes.js';

/** A service that is down must get a fast, clear answer, never a hanging request. */
const CONNECT_TIMEOUT_MS = 2000;
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function upstreamOf(config: GatewayConfig, service: ServiceName): string {
  const urls: Record<ServiceName, string> = {
    catalog: config.CATALOG_URL,
    content: config.CONTENT_URL,
    travel: config.TRAVEL_URL,
    quotes: config.QUOTES_URL,
    notify: config.NOTIFY_URL,
  };
  return urls[service];
}

function accessCheck(route: UpstreamRoute) {
  return async (request: FastifyRequest) => {
    if (route.access === 'admin' || (route.access === 'admin-writes' && !READ_METHODS.has(request.method))) {
      await requireAdminSession(request);
    }
  };
}

/** Refuses oversized bodies from their declared length before a byte is streamed on. */
async function limitBodySize(request: FastifyRequest) {
  const declared = Number(request.headers['content-length'] ?? 0);
  const limit = request.url.startsWith('/api/upload') ? UPLOAD_BODY_LIMIT : JSON_BODY_LIMIT;
  if (declared > limit) {
    throw new AppError('PAYLOAD_TOO_LARGE', `The request body is too large (at most ${Math.round(limit / 1024 / 1024)} MB).`);
  }
}

/** Every public path of DESIGN.md, forwarded unchanged to the service that owns it. */
export default async function proxyRoutes(fastify: FastifyInstance, opts: { config: GatewayConfig }) {
  fastify.addHook('onRequest', limitBodySize);

  for (const route of upstreamRoutes) {
    const service = route.service;
    await fastify.register(proxy, {
      upstream: upstreamOf(opts.config, service),
      prefix: route.prefix,
      rewritePrefix: route.prefix,
      preHandler: accessCheck(route),
      undici: {
        connections: 64,
        pipelining: 1,
        keepAliveTimeout: 30_000,
        connect: { timeout: CONNECT_TIMEOUT_MS },
        headersTimeout: opts.config.UPSTREAM_TIMEOUT_MS,
        bodyTimeout: opts.config.UPSTREAM_TIMEOUT_MS,
      },
      replyOptions: {
        rewriteRequestHeaders: (request, headers) => ({
          ...headers,
          'x-request-id': request.id,
          'x-forwarded-for': request.ip,
          'x-forwarded-proto': request.protocol,
        }),
        onError: (reply, { error }) => {
          const timedOut = (error as { code?: string }).code === 'FST_REPLY_FROM_GATEWAY_TIMEOUT';
          reply.log.warn({ err: error, service }, 'upstream call failed');
          void reply
            .code(timedOut ? 504 : 503)
            .header('content-type', 'application/json; charset=utf-8')
            .send(
              JSON.stringify({
                success: false,
                error: timedOut ? `${service} service took too long to answer` : `${service} service is unavailable`,
              }),
            );
        },
      },
    });
  }
}
