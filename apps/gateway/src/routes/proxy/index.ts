import proxy from '@fastify/http-proxy';
import type { FastifyContextConfig, FastifyInstance, FastifyRequest } from 'fastify';
import type { ServiceName } from '@stallplan/contracts';
import { AppError } from '@stallplan/service-kit';
import type { GatewayConfig } from '../../config.js';
import { requireAdminSession } from '../../plugins/app/require-admin-session.js';
import { JSON_BODY_LIMIT, UPLOAD_BODY_LIMIT, UPLOAD_PREFIX, upstreamRoutes, type UpstreamRoute } from './upstream-routes.js';

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

/** The body goes on whole with its length, so a chunked request's framing header must not follow it. */
function withoutTransferEncoding(headers: Record<string, unknown>) {
  const { 'transfer-encoding': _chunked, ...rest } = headers;
  return rest;
}

/** Every public path of DESIGN.md, forwarded unchanged to the service that owns it. */
export default async function proxyRoutes(fastify: FastifyInstance, opts: { config: GatewayConfig }) {
  for (const route of upstreamRoutes) {
    await fastify.register(async (scope) => proxyRoute(scope, route, opts.config));
  }
}

/**
 * Bodies are read whole, within the limit, so a failed upstream call still answers the client
 * cleanly. JSON is parsed here (malformed JSON stops at the edge); other types go on as bytes.
 */
function bufferBodies(scope: FastifyInstance, bodyLimit: number) {
  scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit }, (_request, body, done) => done(null, body));
}

/**
 * Uploads cost the catalog far more than a JSON call (up to ten images decoded and re-encoded)
 * and the gateway holds each body in memory, so each client gets a budget of its own for them,
 * instead of the API-wide one.
 */
function uploadRateLimit(config: GatewayConfig): FastifyContextConfig {
  return {
    rateLimit: {
      max: config.UPLOAD_RATE_LIMIT_PER_MINUTE,
      timeWindow: '1 minute',
      errorResponseBuilder: (_request, context) =>
        new AppError('TOO_MANY_REQUESTS', `Too many uploads. Please wait ${context.after} and try again.`),
    },
  };
}

async function proxyRoute(scope: FastifyInstance, route: UpstreamRoute, config: GatewayConfig) {
  const service = route.service;
  const isUpload = route.prefix === UPLOAD_PREFIX;
  bufferBodies(scope, isUpload ? UPLOAD_BODY_LIMIT : JSON_BODY_LIMIT);
  await scope.register(proxy, {
      proxyPayloads: false,
      ...(isUpload ? { config: uploadRateLimit(config) } : {}),
      upstream: upstreamOf(config, service),
      prefix: route.prefix,
      rewritePrefix: route.prefix,
      preHandler: accessCheck(route),
      undici: {
        connections: 64,
        pipelining: 1,
        keepAliveTimeout: 30_000,
        connect: { timeout: CONNECT_TIMEOUT_MS },
        headersTimeout: config.UPSTREAM_TIMEOUT_MS,
        bodyTimeout: config.UPSTREAM_TIMEOUT_MS,
      },
      replyOptions: {
        rewriteRequestHeaders: (request, headers) => ({
          ...withoutTransferEncoding(headers),
          // reply-from keeps only the media type of a buffered body; a multipart upload needs its boundary.
          ...(request.headers['content-type'] ? { 'content-type': request.headers['content-type'] } : {}),
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
