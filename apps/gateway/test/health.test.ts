import { afterAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { serviceNames } from '@stallplan/contracts';
import { buildGateway } from './helper.js';
import { closedPortUrl, startUpstream, type UpstreamFixture } from './upstream-fixture.js';

const urlEnv = (name: string) => `${name.toUpperCase()}_URL`;

describe('GET /api/health', () => {
  const fixtures: UpstreamFixture[] = [];
  const gateways: FastifyInstance[] = [];

  async function gatewayWith(state: Record<string, 'ready' | 'not ready' | 'down'>) {
    const env: Record<string, string> = {};
    for (const name of serviceNames) {
      if (state[name] === 'down') {
        env[urlEnv(name)] = await closedPortUrl();
      } else {
        const fixture = await startUpstream(name, state[name] !== 'not ready');
        fixtures.push(fixture);
        env[urlEnv(name)] = fixture.url;
      }
    }
    const gateway = await buildGateway(env);
    gateways.push(gateway);
    return gateway;
  }

  afterAll(async () => {
    await Promise.all(gateways.map((g) => g.close()));
    await Promise.all(fixtures.map((f) => f.close()));
  });

  it('is 200 and names every service as ready when all are', async () => {
    const gateway = await gatewayWith({});
    const res = await gateway.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe('ready');
    expect(Object.keys(body.services).sort()).toEqual(['catalog', 'content', 'notify', 'quotes', 'travel']);
    for (const name of serviceNames) expect(body.services[name].status).toBe('ready');
  });

  it('is 503 and says which service is down or not ready', async () => {
    const gateway = await gatewayWith({ quotes: 'down', notify: 'not ready' });
    const res = await gateway.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    const body = res.json();
    expect(body).toMatchObject({ success: false, status: 'degraded' });
    expect(body.services.quotes).toEqual({ status: 'unavailable', error: 'is unavailable' });
    expect(body.services.notify.status).toBe('not ready');
    expect(body.services.notify.checks.mongo).toEqual({ status: 'down', error: 'is stopped' });
    expect(body.services.catalog.status).toBe('ready');
  });
});
