import type { FastifyRequest } from 'fastify';
import { API_KEY_ID_HEADER } from '@stallplan/contracts';
import { SERVICE_TOKEN_HEADER, verifyServiceToken } from '../service-token.js';

/** The issuer of the tokens with which the gateway vouches for an integrator's key. */
export const GATEWAY_ISSUER = 'gateway';

/** The integrator's key a request acts for, as the gateway checked it. */
export interface VouchedKey {
  id: string;
  scopes: readonly string[];
}

/**
 * The key a request acts for: named in API_KEY_ID_HEADER and vouched for by the gateway with a
 * service token addressed to this service whose subject is that id (contracts' keyAwareRoutes).
 * Null for anything else, so a caller that reaches a service's own port acts for no key however
 * it sets the header.
 */
export async function vouchedKeyOf(request: FastifyRequest, secret: string, service: string): Promise<VouchedKey | null> {
  const id = request.headers[API_KEY_ID_HEADER];
  const token = request.headers[SERVICE_TOKEN_HEADER];
  if (typeof id !== 'string' || id === '' || typeof token !== 'string') return null;
  const claims = await verifyServiceToken(token, secret, service);
  if (!claims || claims.iss !== GATEWAY_ISSUER || claims.sub !== id) return null;
  return { id, scopes: claims.scopes ?? [] };
}
