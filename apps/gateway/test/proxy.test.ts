import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildGateway, loginToken, makeWebDist, uniqueClientIp } from './helper.js';
import { closedPortUrl, startUpstream, type UpstreamFixture } from './upstream-fixture.js';

describe('gateway routing', () => {
  let gateway: FastifyInstance;
  let catalog: UpstreamFixture;
  let content: UpstreamFixture;

  beforeAll(async () => {
    catalog = await startUpstream('catalog');
    content = await startUpstream('content');
    gateway = await buildGateway({
      CATALOG_URL: catalog.url,
      CONTENT_URL: content.url,
      TRAVEL_URL: await closedPortUrl(),
      WEB_DIST: makeWebDist(),
    });
  });
  afterAll(async () => {
    await gateway.close();
    await catalog.close();
    await content.close();
  });

  it('forwards a call to the service that owns the path, with its request id', async () => {
    const res = await gateway.inject({
      method: 'GET',
      url: '/api/vendors?city=Mumbai',
      headers: { 'x-request-id': 'trace-123' },
      remoteAddress: '10.1.2.3',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { service: 'catalog', method: 'GET', url: '/api/vendors?city=Mumbai', body: null } });
    expect(res.headers['x-request-id']).toBe('trace-123');
    expect(catalog.seen.at(-1)).toEqual({ method: 'GET', url: '/api/vendors?city=Mumbai', requestId: 'trace-123', forwardedFor: '10.1.2.3' });
  });

  it('forwards a JSON body unchanged', async () => {
    const res = await gateway.inject({ method: 'POST', url: '/api/vendor/register', payload: { name: 'Stall Works' }, remoteAddress: uniqueClientIp() });
    expect(res.json().data).toMatchObject({ service: 'catalog', method: 'POST', body: { name: 'Stall Works' } });
  });

  it('forwards a binary upload byte for byte', async () => {
    const bytes = randomBytes(300_000);
    const res = await gateway.inject({
      method: 'POST',
      url: '/api/upload/logo',
      headers: { 'content-type': 'application/octet-stream' },
      payload: bytes,
      remoteAddress: uniqueClientIp(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.body).toEqual({ bytes: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') });
  });

  it('stops malformed JSON at the gateway with a 400', async () => {
    const before = catalog.seen.length;
    const res = await gateway.inject({
      method: 'POST',
      url: '/api/vendor/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "Stall',
      remoteAddress: uniqueClientIp(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, error: 'The request body is not valid JSON.' });
    expect(catalog.seen.length).toBe(before);
  });

  it('refuses a body nested too deeply to forward with a 400, not a 500', async () => {
    const before = catalog.seen.length;
    const res = await gateway.inject({
      method: 'POST',
      url: '/api/vendor/register',
      headers: { 'content-type': 'application/json' },
      payload: `${'['.repeat(5_000)}${']'.repeat(5_000)}`,
      remoteAddress: uniqueClientIp(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, error: 'The request body is nested too deeply (more than 64 levels).' });
    expect(catalog.seen.length).toBe(before);
  });

  it('still refuses prototype poisoning in a JSON body', async () => {
    const res = await gateway.inject({
      method: 'POST',
      url: '/api/vendor/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"__proto__":{"isActive":true}}',
      remoteAddress: uniqueClientIp(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false });
  });

  it('keeps admin paths closed without a valid token and never bothers the service', async () => {
    const before = catalog.seen.length;
    const res = await gateway.inject({ method: 'GET', url: '/api/admin/vendors' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false });
    expect(catalog.seen.length).toBe(before);

    const token = await loginToken(gateway);
    const allowed = await gateway.inject({ method: 'GET', url: '/api/admin/vendors', headers: { 'x-admin-token': token } });
    expect(allowed.statusCode).toBe(200);
    expect(catalog.seen.at(-1)?.url).toBe('/api/admin/vendors');
  });

  it('lets anyone read blogs but only an admin write them', async () => {
    expect((await gateway.inject({ method: 'GET', url: '/api/blogs' })).statusCode).toBe(200);
    const write = await gateway.inject({ method: 'POST', url: '/api/blogs', payload: { header: 'Hello' } });
    expect(write.statusCode).toBe(401);
    const token = await loginToken(gateway);
    const adminWrite = await gateway.inject({ method: 'DELETE', url: '/api/blogs/abc', headers: { 'x-admin-token': token } });
    expect(adminWrite.statusCode).toBe(200);
    expect(content.seen.at(-1)).toMatchObject({ method: 'DELETE', url: '/api/blogs/abc' });
  });

  it('answers 503 JSON within two seconds when the service is down', async () => {
    const started = Date.now();
    const res = await gateway.inject({ method: 'POST', url: '/api/flights/search', payload: { origin: 'BOM' }, remoteAddress: uniqueClientIp() });
    expect(Date.now() - started).toBeLessThan(2000);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ success: false, error: 'travel service is unavailable' });
  });

  it('counts each call a service could not take, by kind, and the 503s it became', async () => {
    const count = async (pattern: RegExp) => Number(pattern.exec(await gateway.metrics.metrics())?.[1] ?? 0);
    const unavailable = /^stallplan_upstream_unavailable_total\{upstream="travel",service="gateway"\} (\d+)$/m;
    const unreachable = /^stallplan_upstream_errors_total\{upstream="travel",kind="unreachable",service="gateway"\} (\d+)$/m;
    const [unavailableBefore, unreachableBefore] = [await count(unavailable), await count(unreachable)];
    const res = await gateway.inject({ method: 'POST', url: '/api/flights/search', payload: { origin: 'BOM' }, remoteAddress: uniqueClientIp() });
    expect(res.statusCode).toBe(503);
    expect(await count(unavailable)).toBe(unavailableBefore + 1);
    expect(await count(unreachable)).toBe(unreachableBefore + 1);
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const res = await gateway.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, error: 'There is no GET /api/nothing-here here.' });
  });

  it('refuses a body larger than the limit before forwarding it', async () => {
    const before = catalog.seen.length;
    const res = await gateway.inject({
      method: 'POST',
      url: '/api/vendor/register',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ notes: 'x'.repeat(1024 * 1024 + 10) }),
      remoteAddress: uniqueClientIp(),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toMatch(/too large/);
    expect(catalog.seen.length).toBe(before);
  });

  it('serves the web app for page paths and its hashed assets with a long cache', async () => {
    const home = await gateway.inject({ method: 'GET', url: '/' });
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('<div id="root">');
    expect(home.headers['cache-control']).toBe('no-cache');

    const page = await gateway.inject({ method: 'GET', url: '/planner/step-2' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<div id="root">');

    const asset = await gateway.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
  });

  it('answers /metrics with a JSON 404, never the web app: metrics are served on a port of their own', async () => {
    for (const url of ['/metrics', '/metrics?name=x']) {
      const res = await gateway.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ success: false });
    }
  });

  it('publishes an OpenAPI document with its own routes', async () => {
    const res = await gateway.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/admin/login', '/api/admin/verify', '/api/admin/logout', '/api/health']));
    // The proxied routes are described from their contracts.
    expect(doc.paths['/api/vendors/{id}']?.get?.summary).toBe("One vendor's full profile");
    expect(doc.paths['/api/blogs/{id}']?.delete?.security).toEqual([{ adminToken: [] }]);
  });
});
