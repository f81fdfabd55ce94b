import { z } from 'zod';
import { errorResponseSchema } from './envelope.js';
import { defineRoutes } from './http/define-routes.js';

export const adminLoginRequestSchema = z.object({
  password: z
    .string({ error: (issue) => (issue.input === undefined ? 'Password is required.' : 'Password must be a string.') })
    .min(1, 'Password is required.')
    .max(256, 'Password is too long.'),
});
export type AdminLoginRequest = z.infer<typeof adminLoginRequestSchema>;

export const adminLoginResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ token: z.string(), expiresAt: z.string() }),
});
export type AdminLoginResponse = z.infer<typeof adminLoginResponseSchema>;

/** A wrong password is answered with `message`, not `error` (the login's public shape); the admin screen reads it. */
export const adminLoginFailureSchema = z.object({
  success: z.literal(false),
  message: z.string(),
});
export type AdminLoginFailure = z.infer<typeof adminLoginFailureSchema>;

export const adminVerifyResponseSchema = z.object({ success: z.literal(true) });
export type AdminVerifyResponse = z.infer<typeof adminVerifyResponseSchema>;

export const adminLogoutResponseSchema = z.object({ success: z.literal(true), message: z.string() });
export type AdminLogoutResponse = z.infer<typeof adminLogoutResponseSchema>;

/** Header that carries the admin token on every admin call. */
export const ADMIN_TOKEN_HEADER = 'x-admin-token';

/** The gateway's own admin calls (see docs/marketplace.md#admin-sign-in). */
export const adminAuthRoutes = defineRoutes({
  adminLogin: {
    method: 'POST',
    path: '/api/admin/login',
    summary: 'Exchange the admin password for a token',
    body: adminLoginRequestSchema,
    responses: { 200: adminLoginResponseSchema, 400: errorResponseSchema, 401: adminLoginFailureSchema, 429: errorResponseSchema },
  },
  adminVerify: {
    method: 'GET',
    path: '/api/admin/verify',
    summary: 'Check that the stored admin token is still good',
    admin: true,
    responses: { 200: adminVerifyResponseSchema, 401: errorResponseSchema },
  },
  adminLogout: {
    method: 'POST',
    path: '/api/admin/logout',
    summary: 'Revoke the admin token',
    admin: true,
    responses: { 200: adminLogoutResponseSchema, 401: errorResponseSchema },
  },
});
