import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createServer, SERVICE_TOKEN_HEADER, serviceAuthPlugin, signAdminToken, signServiceToken } from '../src/index.js';

const secret = 'service-secret-that-is-at-least-32-characters';

async function tokenFor(audience: string, tokenSecret = secret): Promise<Record<string, string>> {
  const { token } = await signServiceToken({ secret: tokenSecret, issuer: 'catalog', audience });
  return { [SERVICE_TOKEN_HEADER]: token };
}

describe('internal routes', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = createServer({ service: 'notify', logger: false });
    // Registered inside an encapsulated app, as every service's app.ts is.
    await app.register(async (service) => {
      await service.register(serviceAuthPlugin, { secret, service: 'notify' });
      service.post('/internal/mails', async (request) => ({ success: true, caller: request.serviceCaller?.iss }));
      service.get('/public', async () => ({ success: true }));
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
  });

  it('answer a service token addressed to this service, and know who called', async () => {
    const res = await app.inject({ method: 'POST', url: '/internal/mails', headers: await tokenFor('notify'), payload: {} });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, caller: 'catalog' });
  });

  it('refuse no token, a token for another service, another secret and an admin token with 401 and a sentence', async () => {
    const { token: adminToken } = await signAdminToken(secret);
    const attempts = [
      {},
      await tokenFor('content'),
      await tokenFor('notify', `${secret}-not-ours`),
      { [SERVICE_TOKEN_HEADER]: adminToken },
      { 'x-admin-token': adminToken },
      { authorization: `Bearer ${adminToken}` },
    ];
    for (const headers of attempts) {
      const res = await app.inject({ method: 'POST', url: '/internal/mails', headers, payload: {} });
      expect(res.statusCode, JSON.stringify(headers)).toBe(401);
      expect(res.json().success).toBe(false);
      expect(res.json().error).toMatch(/service/);
    }
  });

  it('refuse an escaped path, which the router decodes to the same route', async () => {
    const res = await app.inject({ method: 'POST', url: '/%69nternal/mails', payload: {} });
    expect(res.statusCode).toBe(401);
  });

  it('give the service its own tokens for calls, which the callee accepts', async () => {
    const caller = createServer({ service: 'catalog', logger: false });
    await caller.register(serviceAuthPlugin, { secret, service: 'catalog' });
    await caller.ready();
    const headers = await caller.serviceTokens.headersFor('notify');
    const res = await app.inject({ method: 'POST', url: '/internal/mails', headers, payload: {} });
    expect(res.json()).toEqual({ success: true, caller: 'catalog' });
    const misaddressed = await app.inject({ method: 'POST', url: '/internal/mails', headers: await caller.serviceTokens.headersFor('content'), payload: {} });
    expect(misaddressed.statusCode).toBe(401);
    await caller.close();
  });

  it('leave other routes alone', async () => {
    expect((await app.inject({ method: 'GET', url: '/public' })).statusCode).toBe(200);
  });

  it('answer no one in an app that has not registered the check', async () => {
    const open = createServer({ service: 'content', logger: false });
    await open.register(async (service) => {
      service.post('/internal/forgotten', async () => ({ success: true }));
    });
    await open.ready();
    const res = await open.inject({ method: 'POST', url: '/internal/forgotten', headers: await tokenFor('content'), payload: {} });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toMatch(/accepts no such calls/);
    await open.close();
  });
});
