import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGateway } from './helper.js';
import { startUpstream, type UpstreamFixture } from './upstream-fixture.js';

// Behind an ingress controller every connection comes from the controller: the gateway must take
// the client from X-Forwarded-For then, and only then, or every visitor shares one rate limit.

describe('the client address the gateway forwards and counts', () => {
  let catalog: UpstreamFixture;
  let direct: FastifyInstance;
  let behindIngress: FastifyInstance;

  beforeAll(async () => {
    catalog = await startUpstream('catalog');
    direct = await buildGateway({ CATALOG_URL: catalog.url });
    behindIngress = await buildGateway({ CATALOG_URL: catalog.url, TRUSTED_PROXIES: '10.244.0.0/16' });
  });
  afterAll(async () => {
    await Promise.all([direct.close(), behindIngress.close(), catalog.close()]);
  });

  async function forwardedFor(gateway: FastifyInstance, remoteAddress: string, claimed: string): Promise<string | undefined> {
    const res = await gateway.inject({ method: 'GET', url: '/api/vendors', remoteAddress, headers: { 'x-forwarded-for': claimed } });
    expect(res.statusCode).toBe(200);
    return catalog.seen.at(-1)?.forwardedFor;
  }

  it('believes no X-Forwarded-For by default: the peer is the client', async () => {
    expect(await forwardedFor(direct, '198.51.100.7', '203.0.113.9')).toBe('198.51.100.7');
  });

  it('takes the client from X-Forwarded-For when the peer is a trusted proxy', async () => {
    expect(await forwardedFor(behindIngress, '10.244.3.4', '203.0.113.9')).toBe('203.0.113.9');
  });

  it('ignores X-Forwarded-For from anyone outside TRUSTED_PROXIES', async () => {
    expect(await forwardedFor(behindIngress, '198.51.100.7', '203.0.113.9')).toBe('198.51.100.7');
  });

  it('refuses a TRUSTED_PROXIES entry that is not an address or range, by name', async () => {
    await expect(buildGateway({ CATALOG_URL: catalog.url, TRUSTED_PROXIES: 'ingress.local' })).rejects.toThrow(/TRUSTED_PROXIES.*ingress\.local/s);
  });
});
