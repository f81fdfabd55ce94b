import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { ADMIN_TOKEN_HEADER } from '@stallplan/contracts';
import { AppError } from '../app-error.js';
import { adminRevocationKey, verifyAdminToken, type AdminTokenClaims } from '../admin-token.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Hook for admin-only routes: refuses a request without a valid admin token. */
    requireAdmin: onRequestAsyncHookHandler;
  }
  interface FastifyRequest {
    admin: AdminTokenClaims | null;
  }
}

export interface AdminAuthPluginOptions {
  secret: string;
}

export function readAdminToken(request: FastifyRequest): string | null {
  const header = request.headers[ADMIN_TOKEN_HEADER];
  if (typeof header === 'string' && header.length > 0) return header;
  const authorization = request.headers.authorization;
  if (authorization?.startsWith('Bearer ')) return authorization.slice('Bearer '.length);
  return null;
}

async function isRevoked(fastify: FastifyInstance, jti: string): Promise<boolean> {
  try {
    return (await fastify.redis.exists(adminRevocationKey(jti))) > 0;
  } catch {
    // Without the deny-list a logged-out token could pass: refuse rather than guess.
    throw new AppError('SERVICE_UNAVAILABLE', 'Admin sign-in cannot be checked right now. Please try again shortly.');
  }
}

/**
 * The gateway checks admin tokens and the logout deny-list; every service checks both again, so
 * a request that reaches a service without the gateway is refused all the same. The deny-list is
 * always read: the plugin needs the Redis plugin, so a service cannot register one without the other.
 */
async function adminAuth(fastify: FastifyInstance, opts: AdminAuthPluginOptions) {
  fastify.decorateRequest('admin', null);
  fastify.decorate('requireAdmin', async function requireAdmin(request: FastifyRequest) {
    const token = readAdminToken(request);
    if (!token) throw new AppError('UNAUTHORIZED', 'Admin sign-in is required for this action.');
    const claims = await verifyAdminToken(token, opts.secret);
    if (!claims || (await isRevoked(fastify, claims.jti))) {
      throw new AppError('UNAUTHORIZED', 'Your admin session is not valid or has expired. Please sign in again.');
    }
    request.admin = claims;
  });
}

export const adminAuthPlugin = fp(adminAuth, { name: 'stallplan-admin-auth', fastify: '5.x', dependencies: ['stallplan-redis'] });
