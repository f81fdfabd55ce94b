import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { errorHandler, notFoundHandler } from './error-handler.js';
import { healthPlugin } from './plugins/health.js';
import type { ReadinessProbe } from './readiness.js';
import { REQUEST_ID_HEADER, requestIdFrom } from './request-id.js';

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
  /** Replaces the JSON 404, e.g. the gateway's fallback to the web app for page paths. */
  notFoundHandler?: (request: FastifyRequest, reply: FastifyReply) => unknown;
  /** Extra Fastify options for the rare service that needs them. */
  fastify?: Omit<FastifyServerOptions, 'logger' | 'genReqId'>;
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
            redact: ['req.headers["x-admin-token"]', 'req.headers.authorization', 'req.headers.cookie'],
          },
    genReqId: requestIdFrom,
    bodyLimit: options.bodyLimit ?? 1024 * 1024,
    // The gateway forwards the client's address.
    trustProxy: true,
    // A path the router cannot decode, or a too long parameter, gets the error envelope too, not Fastify's own body.
    frameworkErrors: errorHandler,
    ...options.fastify,
  });

  server.setValidatorCompiler(validatorCompiler);
  server.setSerializerCompiler(serializerCompiler);
  server.setErrorHandler(errorHandler);
  server.setNotFoundHandler(options.notFoundHandler ?? notFoundHandler);
  server.decorate('readinessChecks', new Map<string, ReadinessProbe>());
  server.addHook('onRequest', async (request, reply) => {
    void reply.header(REQUEST_ID_HEADER, request.id);
  });
  void server.register(healthPlugin, { service: options.service });
  return server;
}
