import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { signAdminToken } from '@stallplan/service-kit';
import { buildGateway, loginToken, TEST_ADMIN_PASSWORD, TEST_ADMIN_SECRET, uniqueClientIp } from './helper.js';

describe('admin sign-in at the gateway', () => {
  let gateway: FastifyInstance;
  beforeAll(async () => {
    gateway = await buildGateway();
  });
  afterAll(async () => {
    await gateway.close();
  });

  const login = (payload: unknown, remoteAddress = uniqueClientIp()) =>
    gateway.inject({ method: 'POST', url: '/api/admin/login', payload: payload as object, remoteAddress });

  it('issues a token for the right password', async () => {
    const res = await login({ password: TEST_ADMIN_PASSWORD });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, message: 'Login successful' });
    expect(body.data.token.split('.')).toHaveLength(3);
    const hours = (new Date(body.data.expiresAt).getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(11.9);
    expect(hours).toBeLessThanOrEqual(12);
  });

  it('refuses a wrong password with 401 and the message the admin screen reads', async () => {
    const res = await login({ password: 'not-the-password' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ success: false, message: 'Invalid password' });
  });

  it('refuses a password that is not a string with 400', async () => {
    const res = await login({ password: 12345 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, error: 'password: Password must be a string.' });
  });

  it('refuses malformed JSON with a 400 JSON answer', async () => {
    const res = await gateway.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"password": ',
      remoteAddress: uniqueClientIp(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toEqual({ success: false, error: 'The request body is not valid JSON.' });
  });

  it('verifies a token until logout, then refuses it', async () => {
    const token = await loginToken(gateway);
    const verify = () => gateway.inject({ method: 'GET', url: '/api/admin/verify', headers: { 'x-admin-token': token } });

    expect((await verify()).json()).toEqual({ success: true });
    const logout = await gateway.inject({ method: 'POST', url: '/api/admin/logout', headers: { 'x-admin-token': token } });
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({ success: true, message: 'Logged out' });

    const after = await verify();
    expect(after.statusCode).toBe(401);
    expect(after.json().success).toBe(false);
  });

  it('refuses a missing, forged or expired token', async () => {
    const noToken = await gateway.inject({ method: 'GET', url: '/api/admin/verify' });
    expect(noToken.statusCode).toBe(401);

    const forged = await signAdminToken('some-other-secret-that-is-long-enough-xx');
    const forgedRes = await gateway.inject({ method: 'GET', url: '/api/admin/verify', headers: { 'x-admin-token': forged.token } });
    expect(forgedRes.statusCode).toBe(401);

    const expired = await signAdminToken(TEST_ADMIN_SECRET, -60);
    const expiredRes = await gateway.inject({ method: 'GET', url: '/api/admin/verify', headers: { 'x-admin-token': expired.token } });
    expect(expiredRes.statusCode).toBe(401);
  });

  it('accepts at most five sign-in attempts a minute from one client', async () => {
    const client = uniqueClientIp();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      statuses.push((await login({ password: 'guess' }, client)).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    const refused = await login({ password: TEST_ADMIN_PASSWORD }, client);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toMatch(/^Too many sign-in attempts/);
    // Another client is not held back by the first one's attempts.
    expect((await login({ password: TEST_ADMIN_PASSWORD })).statusCode).toBe(200);
  });
});
