import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { API_KEY_ID_HEADER, API_KEY_PATTERN, keyAwareRoutes, keyOnlyRoutes, scopeOfRoute, type ApiScope } from '@stallplan/contracts';
import { AppError, GATEWAY_ISSUER, hashApiKey, SERVICE_TOKEN_HEADER, settleWithin, signServiceToken } from '@stallplan/service-kit';
import {
  apiKeyVerdict,
  INVALID_KEY_MESSAGE,
  KEY_CHECK_UNAVAILABLE_MESSAGE,
  keyCannotCallMessage,
  NEEDS_KEY_MESSAGE,
  shownRoute,
} from '../../domain/api-key-verdict.js';
import { bearerToken } from '../../domain/bearer-token.js';
import { contractRouteMatcher } from '../../domain/contract-route-matcher.js';
import { isApiPath, isVersionedUrl, pathOf } from '../../domain/versioned-url.js';
import { checkApiKeyScript } from './check-api-key-script.js';

/** The key a request was let through with. */
export interface ApiKeyCaller {
  id: string;
  scope: ApiScope;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set once the key check let a keyed request through; null for anonymous calls. */
    apiKey: ApiKeyCaller | null;
  }
}

/** Longer than a Redis that answers at all takes; a keyed call then gets 503 rather than waiting. */
const KEY_CHECK_TIMEOUT_MS = 2000;
const ERROR_CODES = { 401: 'UNAUTHORIZED', 403: 'FORBIDDEN', 429: 'TOO_MANY_REQUESTS' } as const;

/**
 * API keys, checked before anything else about a call: a versioned
 * call (`/api/v1/...`, already routed as `/api/...`) needs a key; an unversioned one may bring
 * one. A keyed call must match a contract route whose scope the key holds, within its per-minute
 * limit and daily quota; the whole check is one Redis round trip. A client never sets
 * API_KEY_ID_HEADER itself: the gateway removes it from every request and sets it on keyed ones.
 *
 * Routes whose answer depends on the key (keyAwareRoutes: an integrator's webhooks, a stored quote's
 * contact details) act for the key named in that header, so the gateway vouches for it with a
 * service token addressed to the route's service, the key's id as subject and its scopes; the
 * service acts for no key without one. A client's own service token header is dropped from every
 * request.
 */
async function apiKeyCheck(fastify: FastifyInstance, { serviceTokenSecret }: { serviceTokenSecret: string }) {
  const matchRoute = contractRouteMatcher();
  const checkKey = checkApiKeyScript(fastify.redis);
  fastify.decorateRequest('apiKey', null);

  fastify.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    delete request.raw.headers[API_KEY_ID_HEADER];
    delete request.raw.headers[SERVICE_TOKEN_HEADER];
    // A CORS preflight carries no credentials; the cors plugin answers it.
    if (request.method === 'OPTIONS') return;
    const versioned = isVersionedUrl(request.originalUrl);
    const path = pathOf(request.url);
    if (!versioned && !isApiPath(path)) return;

    const token = bearerToken(request.headers.authorization);
    const match = matchRoute(request.method, path);
    if (token === undefined) {
      if (versioned || (match && keyOnlyRoutes.has(match.name))) throw new AppError('UNAUTHORIZED', NEEDS_KEY_MESSAGE);
      return;
    }
    // Not of the form any key has (an admin token sent as a bearer, say): refused as such, without asking Redis.
    if (!API_KEY_PATTERN.test(token)) throw new AppError('UNAUTHORIZED', INVALID_KEY_MESSAGE);
    // Fails closed: a keyed call reaches only the contract's routes, never a path a service might answer unchecked.
    if (!match) throw new AppError('ROUTE_NOT_FOUND', `There is no ${request.method} ${pathOf(request.originalUrl).slice(0, 200)} here.`);
    const scope = scopeOfRoute(match.name);
    if (!scope) throw new AppError('FORBIDDEN', keyCannotCallMessage(shownRoute(request.method, match.route.path, versioned)));

    const nowMs = Date.now();
    let answer;
    try {
      answer = await settleWithin(checkKey(hashApiKey(token), scope, nowMs), KEY_CHECK_TIMEOUT_MS, 'the API key check timed out');
    } catch (error) {
      // Never an unchecked key through: the call waits for Redis to be back.
      request.log.error({ err: error }, 'API key check failed');
      void reply.header('retry-after', '5');
      throw new AppError('SERVICE_UNAVAILABLE', KEY_CHECK_UNAVAILABLE_MESSAGE);
    }
    const verdict = apiKeyVerdict(answer, { method: request.method, routePath: match.route.path, versioned, scope, nowMs });
    void reply.headers(verdict.headers);
    if (!verdict.allowed) throw new AppError(ERROR_CODES[verdict.status], verdict.message);

    request.apiKey = { id: verdict.keyId, scope };
    request.raw.headers[API_KEY_ID_HEADER] = verdict.keyId;
    const vouchedTo = Object.hasOwn(keyAwareRoutes, match.name) ? keyAwareRoutes[match.name] : undefined;
    if (vouchedTo !== undefined) {
      const { token: vouch } = await signServiceToken({
        secret: serviceTokenSecret,
        issuer: GATEWAY_ISSUER,
        audience: vouchedTo,
        subject: verdict.keyId,
        scopes: verdict.scopes,
      });
      request.raw.headers[SERVICE_TOKEN_HEADER] = vouch;
    }
    // The services need to know which key called, never its secret.
    delete request.raw.headers.authorization;
  });
}

export const gatewayApiKeyCheck = fp(apiKeyCheck, {
  name: 'gateway-api-key-check',
  dependencies: ['stallplan-redis'],
  fastify: '5.x',
});
