import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../app-error.js';
import { SERVICE_TOKEN_HEADER, createServiceTokenIssuer, verifyServiceToken, type ServiceTokenClaims, type ServiceTokenIssuer } from '../service-token.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Hook for routes only other StallPlan services may call: refuses a request without a valid service token. */
    requireService: onRequestAsyncHookHandler;
    /** Mints the token this service sends with each call to another service. */
    serviceTokens: ServiceTokenIssuer;
  }
  interface FastifyRequest {
    /** The calling service's token, once `requireService` accepted it. */
    serviceCaller: ServiceTokenClaims | null;
  }
}

export interface ServiceAuthPluginOptions {
  /** SERVICE_TOKEN_SECRET, shared by the services and by no one else. */
  secret: string;
  /** This service's name: the tokens it checks must be addressed to it, and the ones it sends come from it. */
  service: string;
}

export const INTERNAL_PATH_PREFIX = '/internal/';

/** The route the request matched (not the raw URL, which an escaped or doubled slash could disguise) is internal. */
export function isInternalRoute(request: FastifyRequest): boolean {
  const route = request.routeOptions.url;
  return route !== undefined && (route === '/internal' || route.startsWith(INTERNAL_PATH_PREFIX));
}

function readServiceToken(request: FastifyRequest): string | null {
  const header = request.headers[SERVICE_TOKEN_HEADER];
  return typeof header === 'string' && header.length > 0 ? header : null;
}

/**
 * Service-to-service calls, both ways. Internal routes answer only other StallPlan services:
 * every route under /internal/ of the app that registers this plugin requires a service token
 * addressed to it (createServer refuses internal routes of an app that has not registered it, so
 * none is left open by mistake). Callers take their tokens from `serviceTokens`.
 */
async function serviceAuth(fastify: FastifyInstance, opts: ServiceAuthPluginOptions) {
  fastify.decorate('serviceTokens', createServiceTokenIssuer({ secret: opts.secret, issuer: opts.service }));
  fastify.decorateRequest('serviceCaller', null);
  fastify.decorate('requireService', async function requireService(request: FastifyRequest) {
    if (request.serviceCaller) return;
    const token = readServiceToken(request);
    if (!token) throw new AppError('UNAUTHORIZED', "This address is for StallPlan's own services only; the call carries no service token.");
    const claims = await verifyServiceToken(token, opts.secret, opts.service);
    if (!claims) throw new AppError('UNAUTHORIZED', 'The service token is not valid, has expired or is meant for another service.');
    request.serviceCaller = claims;
  });
  fastify.addHook('onRequest', async function guardInternalRoutes(request, reply) {
    if (isInternalRoute(request)) await fastify.requireService.call(fastify, request, reply);
  });
}

export const serviceAuthPlugin = fp(serviceAuth, { name: 'stallplan-service-auth', fastify: '5.x' });
