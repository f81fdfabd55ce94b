import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { adminRevocationKey, AppError, signAdminToken, verifyAdminToken, type AdminTokenClaims } from '@stallplan/service-kit';

declare module 'fastify' {
  interface FastifyInstance {
    adminSessions: AdminSessions;
  }
}

export interface AdminSessions {
  issue(): Promise<{ token: string; expiresAt: Date }>;
  /** The token's claims when it is signed by us, unexpired and not logged out; otherwise null. */
  check(token: string | null): Promise<AdminTokenClaims | null>;
  revoke(claims: AdminTokenClaims): Promise<void>;
}

/** Admin tokens: signed here, checked here against the logout deny-list kept in Redis until they expire. */
async function adminSessions(fastify: FastifyInstance, opts: { secret: string }) {
  const sessions: AdminSessions = {
    async issue() {
      const { token, claims } = await signAdminToken(opts.secret);
      return { token, expiresAt: new Date(claims.exp * 1000) };
    },
    async check(token) {
      if (!token) return null;
      const claims = await verifyAdminToken(token, opts.secret);
      if (!claims) return null;
      let revoked: number;
      try {
        revoked = await fastify.redis.exists(adminRevocationKey(claims.jti));
      } catch {
        // Without the deny-list a logged-out token could pass: refuse rather than guess.
        throw new AppError('SERVICE_UNAVAILABLE', 'Admin sign-in cannot be checked right now. Please try again shortly.');
      }
      return revoked ? null : claims;
    },
    async revoke(claims) {
      await fastify.redis.set(adminRevocationKey(claims.jti), '1', 'EXAT', claims.exp);
    },
  };
  fastify.decorate('adminSessions', sessions);
}

export const adminSessionsPlugin = fp(adminSessions, {
  name: 'admin-sessions',
  dependencies: ['stallplan-redis'],
  fastify: '5.x',
});
