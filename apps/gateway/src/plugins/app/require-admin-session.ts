import type { FastifyRequest } from 'fastify';
import { AppError, readAdminToken } from '@stallplan/service-kit';

/** onRequest hook for admin paths: a signed, unexpired, not-logged-out token or a 401. */
export async function requireAdminSession(request: FastifyRequest): Promise<void> {
  const claims = await request.server.adminSessions.check(readAdminToken(request));
  if (!claims) {
    throw new AppError('UNAUTHORIZED', 'Admin sign-in is required for this action. Please sign in again.');
  }
}
