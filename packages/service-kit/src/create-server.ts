import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { AppError } from './app-error.js';
import { errorHandler, notFoundHandler } from './error-handler.js';
import { healthPlugin } from './plugins/health.js';
import { metricsPlugin } from './metrics/metrics-plugin.js';
import type { ReadinessProbe } from './readiness.js';
import { REQUEST_ID_HEADER, requestIdFrom } from './request-id.js';
import { isInternalRoute } from './plugins/service-auth.js';
import { SERVICE_TOKEN_HEADER } from './service-token.js';
import { traceLogMixin } from './tracing/trace-log-fields.js';
import { traceRequests } from './tracing/trace-requests.js';
import { DEFAULT_TRUSTED_PROXIES, parseTrustedProxies } from './trusted-proxies.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Dependencies `/ready` pings; the Mongo and Redis plugins add theirs. */
    readinessChecks: Map<string, ReadinessProbe>;
  }
}

export interface CreateServerOptions {
  /** Names the service in logs, `/health` and `/ready`. */
  service: string;
  logLevel?: string;
  /** `false` silences logs (tests). */
  logger?: boolean;
  bodyLimit?: number;
  /**
   * Peers whose X-Forwarded-For gives the client's address (the gateway's addresses, as
   * TRUSTED_PROXIES reads them); from anyone else the peer's own address counts. Default: loopback.
   */
  trustedProxies?: readonly string[];
  /** Replaces the JSON 404, e.g. the gateway's fallback to the web app for page paths. */
  notFoundHandler?: (request: FastifyRequest, reply: FastifyReply) => unknown;
  /** Request series, process metrics and dependency gauges in `fastify.metrics` (runService: when METRICS_PORT is set). */
  metrics?: boolean;
  /** A span per request and `trace_id` in log lines; needs a registered tracer provider (runService: when OTEL_EXPORTER_OTLP_ENDPOINT is set). */
  tracing?: boolean;
  /** Extra Fastify options for the rare service that needs them. */
  fastify?: Omit<FastifyServerOptions, 'logger' | 'genReqId'>;
}

/** Fastify takes a list of addresses and CIDRs; an empty list means trusting no one. */
function trustProxyOption(trusted: readonly string[]): string[] | false {
  return trusted.length > 0 ? [...trusted] : false;
}

/**
 * Builds the Fastify instance every StallPlan process starts from: request ids, JSON logs,
 * zod validation, one error envelope, `/health` and `/ready`. It never listens.
 */
export function createServer(options: CreateServerOptions): FastifyInstance {
  const server = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: options.logLevel ?? 'info',
            base: { service: options.service },
            ...(options.tracing ? { mixin: traceLogMixin } : {}),
            redact: ['req.headers["x-admin-token"]', `req.headers["${SERVICE_TOKEN_HEADER}"]`, 'req.headers.authorization', 'req.headers.cookie'],
          },
    genReqId: requestIdFrom,
    bodyLimit: options.bodyLimit ?? 1024 * 1024,
    // The gateway forwards the client's address; a direct caller's X-Forwarded-For is not believed.
    trustProxy: trustProxyOption(options.trustedProxies ?? parseTrustedProxies(DEFAULT_TRUSTED_PROXIES)),
    // A path the router cannot decode, or a too long parameter, gets the error envelope too, not Fastify's own body.
    frameworkErrors: errorHandler,
    // Past the router's default of 100 a path parameter gets 414 before its schema sees it; the
    // contract's own limit should answer (400). Node refuses a request head over 16 KiB anyway.
    routerOptions: { maxParamLength: 16 * 1024 },
    ...options.fastify,
  });

  server.setValidatorCompiler(validatorCompiler);
  server.setSerializerCompiler(serializerCompiler);
  server.setErrorHandler(errorHandler);
  server.setNotFoundHandler(options.notFoundHandler ?? notFoundHandler);
  server.decorate('readinessChecks', new Map<string, ReadinessProbe>());
  server.addHook('onRequest', async (request, reply) => {
    void reply.header(REQUEST_ID_HEADER, request.id);
    // API answers carry edit links, sessions, key secrets and private plans, and none is for a
    // shared cache; a route serving something that may be kept (an uploaded image) says so itself.
    if (request.url.startsWith('/api/')) void reply.header('cache-control', 'no-store');
    // Fails closed: an internal route in an app without the service-token check answers no one.
    if (isInternalRoute(request) && !request.server.hasDecorator('requireService')) {
      throw new AppError('UNAUTHORIZED', "This address is for StallPlan's own services only, and this service accepts no such calls.");
    }
  });
  if (options.tracing) traceRequests(server);
  void server.register(healthPlugin, { service: options.service });
  void server.register(metricsPlugin, { service: options.service, collect: options.metrics ?? false });
  return server;
}
