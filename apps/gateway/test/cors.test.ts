import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildGateway } from './helper.js';
import { startUpstream, type UpstreamFixture } from './upstream-fixture.js';

const OWN_ORIGIN = 'http://localhost:5000';

describe('CORS at the gateway', () => {
  let catalog: UpstreamFixture;
  let listed: FastifyInstance;
  let unlisted: FastifyInstance;

  beforeAll(async () => {
    catalog = await startUpstream('catalog');
    listed = await buildGateway({ CATALOG_URL: catalog.url, NODE_ENV: 'development', CORS_ORIGINS: ` ${OWN_ORIGIN}, http://127.0.0.1:5000 ` });
    unlisted = await buildGateway({ CATALOG_URL: catalog.url, NODE_ENV: 'development' });
  });
  afterAll(async () => {
    await listed.close();
    await unlisted.close();
    await catalog.close();
  });

  it('lets a listed origin read the answer and send its preflight', async () => {
    const res = await listed.inject({ method: 'GET', url: '/api/vendors', headers: { origin: OWN_ORIGIN } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe(OWN_ORIGIN);

    const preflight = await listed.inject({
      method: 'OPTIONS',
      url: '/api/vendor/register',
      headers: { origin: 'http://127.0.0.1:5000', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('http://127.0.0.1:5000');
  });

  it('gives any other origin no allow header, in development too', async () => {
    for (const gateway of [listed, unlisted]) {
      const res = await gateway.inject({ method: 'GET', url: '/api/vendors', headers: { origin: 'https://evil.example' } });
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
      const preflight = await gateway.inject({
        method: 'OPTIONS',
        url: '/api/vendor/register',
        headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
      });
      expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    }
  });

  it('allows no other origin when CORS_ORIGINS is unset, not even the one a page would come from locally', async () => {
    const res = await unlisted.inject({ method: 'GET', url: '/api/vendors', headers: { origin: OWN_ORIGIN } });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});
