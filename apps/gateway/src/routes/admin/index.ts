import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminLoginFailureSchema,
  adminLoginRequestSchema,
  adminLoginResponseSchema,
  adminLogoutResponseSchema,
  adminVerifyResponseSchema,
  errorResponseSchema,
} from '@stallplan/contracts';
import { AppError, readAdminToken } from '@stallplan/service-kit';
import type { GatewayConfig } from '../../config.js';
import { passwordMatches } from '../../domain/password-matches.js';
import { requireAdminSession } from '../../plugins/app/require-admin-session.js';

const LOGIN_ATTEMPTS_PER_MINUTE = 5;

/** Admin sign-in, owned by the gateway: login issues a token, verify checks it, logout revokes it. */
export default async function adminRoutes(fastify: FastifyInstance, opts: { config: GatewayConfig }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/admin/login',
    {
      schema: {
        tags: ['admin'],
        summary: 'Sign in with the admin password',
        body: adminLoginRequestSchema,
        response: { 200: adminLoginResponseSchema, 400: errorResponseSchema, 401: adminLoginFailureSchema, 429: errorResponseSchema },
      },
      config: {
        rateLimit: {
          max: LOGIN_ATTEMPTS_PER_MINUTE,
          timeWindow: '1 minute',
          errorResponseBuilder: (_request, context) =>
            new AppError('TOO_MANY_REQUESTS', `Too many sign-in attempts. Please wait ${context.after} and try again.`),
        },
      },
    },
    async (request, reply) => {
      if (!passwordMatches(request.body.password, opts.config.ADMIN_PASSWORD)) {
        request.log.warn('admin sign-in refused');
        return reply.code(401).send({ success: false, message: 'Invalid password' });
      }
      const { token, expiresAt } = await fastify.adminSessions.issue();
      return { success: true as const, message: 'Login successful', data: { token, expiresAt: expiresAt.toISOString() } };
    },
  );

  app.get(
    '/api/admin/verify',
    {
      schema: {
        tags: ['admin'],
        summary: 'Check that an admin token is still valid',
        security: [{ adminToken: [] }],
        response: { 200: adminVerifyResponseSchema, 401: errorResponseSchema },
      },
      onRequest: requireAdminSession,
    },
    async () => {
      return { success: true as const };
    },
  );

  app.post(
    '/api/admin/logout',
    {
      schema: {
        tags: ['admin'],
        summary: 'Revoke the admin token',
        security: [{ adminToken: [] }],
        response: { 200: adminLogoutResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request) => {
      const claims = await fastify.adminSessions.check(readAdminToken(request));
      if (!claims) throw new AppError('UNAUTHORIZED', 'You are not signed in.');
      await fastify.adminSessions.revoke(claims);
      return { success: true as const, message: 'Logged out' };
    },
  );
}
