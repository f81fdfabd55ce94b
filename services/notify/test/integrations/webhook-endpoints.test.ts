import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_KEY_ID_HEADER, type WebhookEndpoint } from '@stallplan/contracts';
import { SERVICE_TOKEN_HEADER, signServiceToken } from '@stallplan/service-kit';
import { adminHeaders, buildNotify, TEST_SERVICE_SECRET } from '../helper.js';
import { issueKey, keyHeaders, registerEndpoint } from './integration-helpers.js';

describe('webhook endpoints', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildNotify();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('are registered under the calling key, with the signing secret shown once', async () => {
    const { key } = await issueKey(app, ['webhooks:manage'], 'Builder CRM');
    const { endpoint, secret } = await registerEndpoint(app, key.id, 'https://hooks.crm.example/stallplan', ['enquiry.created', 'brief.awarded']);
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(endpoint).toMatchObject({
      keyId: key.id,
      keyName: 'Builder CRM',
      url: 'https://hooks.crm.example/stallplan',
      description: '',
      secretRotatedAt: null,
    });
    expect(secret.startsWith(endpoint.secretStart)).toBe(true);

    const list = await app.inject({ method: 'GET', url: '/api/webhooks', headers: await keyHeaders(key.id) });
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(secret);
    expect((list.json().data as WebhookEndpoint[]).map((entry) => entry.id)).toEqual([endpoint.id]);
  });

  it('are refused without a key (401), and with a key lacking webhooks:manage (403)', async () => {
    const anonymous = await app.inject({ method: 'GET', url: '/api/webhooks' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error).toMatch(/API key/);

    const { key } = await issueKey(app, ['vendors:read']);
    const res = await app.inject({ method: 'GET', url: '/api/webhooks', headers: await keyHeaders(key.id) });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ success: false, error: 'This API key lacks the webhooks:manage scope.' });
  });

  it("keep each key to its own: another key's endpoint is not found", async () => {
    const owner = await issueKey(app, ['webhooks:manage']);
    const other = await issueKey(app, ['webhooks:manage']);
    const { endpoint } = await registerEndpoint(app, owner.key.id, 'https://hooks.owner.example/', ['plan.saved']);
    const headers = await keyHeaders(other.key.id);

    expect((await app.inject({ method: 'GET', url: '/api/webhooks', headers })).json().data).toEqual([]);
    const deliveries = await app.inject({ method: 'GET', url: `/api/webhooks/${endpoint.id}/deliveries`, headers });
    expect(deliveries.statusCode).toBe(404);
    const removal = await app.inject({ method: 'DELETE', url: `/api/webhooks/${endpoint.id}`, headers });
    expect(removal.statusCode).toBe(404);
    expect(removal.json()).toEqual({ success: false, error: 'No webhook endpoint has this id.' });

    const own = await app.inject({ method: 'DELETE', url: `/api/webhooks/${endpoint.id}`, headers: await keyHeaders(owner.key.id) });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual({ success: true, message: 'Webhook endpoint https://hooks.owner.example/ was removed.' });
    expect((await app.inject({ method: 'GET', url: '/api/webhooks', headers: await keyHeaders(owner.key.id) })).json().data).toEqual([]);
  });

  it('refuse http outside the allowed hosts and literal private addresses, each with a sentence', async () => {
    const { key } = await issueKey(app, ['webhooks:manage']);
    const headers = await keyHeaders(key.id);
    const register = (url: string) => app.inject({ method: 'POST', url: '/api/webhooks', headers, payload: { url, events: ['plan.saved'] } });

    const plain = await register('http://hooks.crm.example/');
    expect(plain.statusCode).toBe(400);
    expect(plain.json().error).toBe('Webhook URL must be an https:// address.');
    for (const url of ['https://10.0.0.1/hook', 'https://169.254.169.254/latest/meta-data', 'https://[::1]/hook', 'https://192.168.1.20/']) {
      const res = await register(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error, url).toMatch(/^Webhook URL resolves to a private address \(.+\); only public addresses can receive webhooks\.$/);
    }
    // The development list (127.0.0.1, localhost) is let through over http.
    expect((await register('http://127.0.0.1:9/hook')).statusCode).toBe(201);
  });

  it('are all the admin’s to list, register for a key, rotate and remove', async () => {
    const headers = await adminHeaders();
    const { key } = await issueKey(app, ['webhooks:manage'], 'Organiser portal');
    const created = await app.inject({
      method: 'POST',
      url: '/api/admin/webhooks',
      headers,
      payload: { keyId: key.id, url: 'https://portal.example/hooks', events: ['vendor.approved'], description: 'Portal' },
    });
    expect(created.statusCode).toBe(201);
    const { endpoint, secret } = created.json().data as { endpoint: WebhookEndpoint; secret: string };
    expect(endpoint).toMatchObject({ keyName: 'Organiser portal', description: 'Portal' });

    const listed = (await app.inject({ method: 'GET', url: '/api/admin/webhooks', headers })).json().data as WebhookEndpoint[];
    expect(listed.find((entry) => entry.id === endpoint.id)?.keyName).toBe('Organiser portal');

    const rotated = await app.inject({ method: 'POST', url: `/api/admin/webhooks/${endpoint.id}/rotate-secret`, headers });
    expect(rotated.statusCode).toBe(200);
    expect(rotated.json().data.secret).toMatch(/^whsec_/);
    expect(rotated.json().data.secret).not.toBe(secret);
    expect(rotated.json().data.endpoint.secretRotatedAt).not.toBeNull();

    const removed = await app.inject({ method: 'DELETE', url: `/api/admin/webhooks/${endpoint.id}`, headers });
    expect(removed.statusCode).toBe(200);
    expect((await app.inject({ method: 'DELETE', url: `/api/admin/webhooks/${endpoint.id}`, headers })).statusCode).toBe(404);
  });

  it('cannot be added for a revoked key, nor for a key that does not exist', async () => {
    const headers = await adminHeaders();
    const { key } = await issueKey(app, ['webhooks:manage']);
    await app.inject({ method: 'POST', url: `/api/admin/api-keys/${key.id}/revoke`, headers });
    const payload = { keyId: key.id, url: 'https://portal.example/hooks', events: ['vendor.approved'] };
    const revoked = await app.inject({ method: 'POST', url: '/api/admin/webhooks', headers, payload });
    expect(revoked.statusCode).toBe(409);
    expect(revoked.json().error).toBe('This API key was revoked; its endpoints would receive nothing.');
    // Nor may the revoked key itself, if a call reached notify without the gateway's check.
    expect((await app.inject({ method: 'GET', url: '/api/webhooks', headers: await keyHeaders(key.id) })).statusCode).toBe(401);

    const unknown = await app.inject({ method: 'POST', url: '/api/admin/webhooks', headers, payload: { ...payload, keyId: 'b'.repeat(24) } });
    expect(unknown.statusCode).toBe(404);
  });

  it("act for no key without the gateway's token for that key: each integrator route, called on notify's own port", async () => {
    const owner = await issueKey(app, ['webhooks:manage']);
    const stranger = await issueKey(app, ['webhooks:manage']);
    const { endpoint } = await registerEndpoint(app, owner.key.id, 'https://crm.example/hooks', ['vendor.approved']);
    const routes = [
      { method: 'GET', url: '/api/webhooks' },
      { method: 'POST', url: '/api/webhooks', payload: { url: 'https://attacker.example/hooks', events: ['vendor.approved'] } },
      { method: 'DELETE', url: `/api/webhooks/${endpoint.id}` },
      { method: 'GET', url: `/api/webhooks/${endpoint.id}/deliveries` },
    ] as const;
    const strangersToken = (await keyHeaders(stranger.key.id))[SERVICE_TOKEN_HEADER]!;
    const expired = await signServiceToken({ secret: TEST_SERVICE_SECRET, issuer: 'gateway', audience: 'notify', subject: owner.key.id, ttlSeconds: -60 });
    const fromAnotherService = await signServiceToken({ secret: TEST_SERVICE_SECRET, issuer: 'catalog', audience: 'notify', subject: owner.key.id });
    const forged = [
      { [API_KEY_ID_HEADER]: owner.key.id },
      { [API_KEY_ID_HEADER]: owner.key.id, [SERVICE_TOKEN_HEADER]: strangersToken },
      { [API_KEY_ID_HEADER]: owner.key.id, [SERVICE_TOKEN_HEADER]: expired.token },
      { [API_KEY_ID_HEADER]: owner.key.id, [SERVICE_TOKEN_HEADER]: fromAnotherService.token },
    ];
    for (const route of routes) {
      for (const headers of forged) {
        const res = await app.inject({ ...route, headers });
        expect(res.statusCode, `${route.method} ${route.url} with ${Object.keys(headers).join(', ')}`).toBe(401);
        expect(res.json().error).toMatch(/^Webhook endpoints are managed with an API key through the gateway/);
      }
    }
    // Nothing was added or removed: the owner's endpoint is still its only one.
    const list = await app.inject({ method: 'GET', url: '/api/webhooks', headers: await keyHeaders(owner.key.id) });
    expect(list.json().data.map((entry: { id: string }) => entry.id)).toEqual([endpoint.id]);
  });
});
