import proxy from '@fastify/http-proxy';
import type { FastifyContextConfig, FastifyInstance, FastifyRequest } from 'fastify';
import type { ServiceName } from '@stallplan/contracts';
import { AppError, traceHeadersOf, upstreamErrorsTotal, upstreamUnavailableTotal } from '@stallplan/service-kit';
import type { GatewayConfig } from '../../config.js';
import { endToEndHeaders } from '../../domain/end-to-end-headers.js';
import { classifyFailedCall, errorCodesOf, type FailedCall } from '../../domain/failed-call.js';
import { PerClientInFlight } from '../../domain/per-client-in-flight.js';
import { bodyTooLargeMessage, declaredBodyBytes } from '../../domain/upload-refusal.js';
import { checkedJsonParser } from '../../plugins/app/json-body.js';
import { requireAdminSession } from '../../plugins/app/require-admin-session.js';
import { discardUnreadBody } from './discard-unread-body.js';
import { streamUploads } from './stream-uploads.js';
import { JSON_BODY_LIMIT, UPLOAD_BODY_LIMIT, UPLOAD_PREFIX, upstreamRoutes, type UpstreamRoute } from './upstream-routes.js';

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function accessCheck(route: UpstreamRoute) {
  return async (request: FastifyRequest) => {
    if (route.access === 'admin' || (route.access === 'admin-writes' && !READ_METHODS.has(request.method))) {
      await requireAdminSession(request);
    }
  };
}

/** Every public path of DESIGN.md, forwarded unchanged to the service that owns it. */
export default async function proxyRoutes(fastify: FastifyInstance, opts: { config: GatewayConfig }) {
  // One count for every upload route: the cap is on the client, whichever upload it calls.
  const uploadsInFlight = new PerClientInFlight();
  for (const route of upstreamRoutes) {
    await fastify.register(async (scope) => proxyRoute(scope, route, opts.config, uploadsInFlight));
  }
}

/**
 * JSON calls are small: their bodies are read whole, within the limit, and JSON is checked here
 * (malformed JSON stops at the edge) and goes on as the client wrote it; other types go on as bytes. A declared length over the
 * limit is refused before the body is read.
 */
function bufferBodies(scope: FastifyInstance, bodyLimit: number) {
  scope.addHook('onRequest', async (request) => {
    if ((declaredBodyBytes(request.headers['content-length']) ?? 0) > bodyLimit) {
      throw new AppError('PAYLOAD_TOO_LARGE', 'The request body is too large.');
    }
  });
  scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit }, (_request, body, done) => done(null, body));
  // Checked here, forwarded as sent (see docs/api-rules.md#numbers).
  scope.removeContentTypeParser('application/json');
  scope.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit }, checkedJsonParser(scope, { forwardText: true }));
}

/**
 * The answer when the call to the service fails. 503 only when the service could not be reached
 * or broke off; 504 when it took too long; 413 for a streamed body cut off at the limit; 502 when
 * the gateway could not pass the request on, which is no outage of the service.
 */
function failedCallAnswer(service: ServiceName, kind: FailedCall): { status: number; message: string } {
  switch (kind) {
    case 'body-over-limit':
      return { status: 413, message: bodyTooLargeMessage(UPLOAD_BODY_LIMIT) };
    case 'client-gone':
      return { status: 400, message: 'The request body ended before it was complete.' };
    case 'timed-out':
      return { status: 504, message: `${service} service took too long to answer` };
    case 'unreachable':
      return { status: 503, message: `${service} service is unavailable` };
    case 'not-forwarded':
      return { status: 502, message: `The request could not be passed on to the ${service} service.` };
  }
}

/**
 * Uploads cost the catalog far more than a JSON call (up to ten images decoded and re-encoded),
 * so each client gets a budget of its own for them, instead of the API-wide one.
 */
function uploadRateLimit(config: GatewayConfig): FastifyContextConfig {
  return {
    rateLimit: {
      max: config.UPLOAD_RATE_LIMIT_PER_MINUTE,
      timeWindow: '1 minute',
      errorResponseBuilder: (_request, context) => new AppError('TOO_MANY_REQUESTS', `Too many uploads. Please wait ${context.after} and try again.`),
    },
  };
}

async function proxyRoute(scope: FastifyInstance, route: UpstreamRoute, config: GatewayConfig, uploadsInFlight: PerClientInFlight) {
  const service = route.service;
  const upstreams = scope.upstreamPools[service];
  const isUpload = route.prefix === UPLOAD_PREFIX;
  if (isUpload) {
    streamUploads(scope, { maxBodyBytes: UPLOAD_BODY_LIMIT, maxConcurrentPerClient: config.UPLOAD_CONCURRENCY_PER_CLIENT }, uploadsInFlight);
  } else {
    bufferBodies(scope, JSON_BODY_LIMIT);
  }
  await scope.register(proxy, {
    proxyPayloads: false,
    ...(isUpload ? { config: uploadRateLimit(config) } : {}),
    // The proxy resolves paths against one base; the pool's dispatcher then picks the process that takes each request.
    upstream: upstreams.urls[0]!,
    prefix: route.prefix,
    rewritePrefix: route.prefix,
    // Fastify awaits an async preHandler; the proxy's options type names only the callback form.
    // eslint-disable-next-line @typescript-eslint/no-misused-promises
    preHandler: accessCheck(route),
    undici: upstreams.dispatcher({ resendAfterLostConnection: route.readsOnly === true }),
    replyOptions: {
      rewriteRequestHeaders: (request, headers) => ({
        // Hop-by-hop headers describe the client's connection, not the call to the service.
        ...endToEndHeaders(headers),
        // reply-from keeps only the media type of a buffered body; the original keeps any parameters.
        ...(request.headers['content-type'] ? { 'content-type': request.headers['content-type'] } : {}),
        'x-request-id': request.id,
        'x-forwarded-for': request.ip,
        'x-forwarded-proto': request.protocol,
        // The service's span is a child of the gateway's, in place of the client's traceparent (tracing off: none, the client's goes on).
        ...traceHeadersOf(request),
      }),
      onError: (reply, { error }) => {
        const kind = classifyFailedCall(errorCodesOf(error));
        const { status, message } = failedCallAnswer(service, kind);
        // A body over the limit or a client gone is no failure of the service.
        if (kind !== 'body-over-limit' && kind !== 'client-gone') upstreamErrorsTotal(scope.metrics).inc({ upstream: service, kind });
        if (status === 503) upstreamUnavailableTotal(scope.metrics).inc({ upstream: service });
        if (kind === 'unreachable' || kind === 'timed-out') reply.log.warn({ err: error, service }, 'upstream call failed');
        else if (kind === 'not-forwarded') reply.log.error({ err: error, service }, 'request could not be forwarded');
        // Whatever the service did not read of the body is read and dropped here, so the client sees this answer.
        discardUnreadBody(reply.request.raw);
        void reply
          .code(status)
          .header('content-type', 'application/json; charset=utf-8')
          .send(JSON.stringify({ success: false, error: message }));
      },
    },
  });
}
