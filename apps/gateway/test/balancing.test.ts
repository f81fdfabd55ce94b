import { afterAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildGateway, uniqueClientIp } from './helper.js';
import { closedPortUrl, startUpstream, type UpstreamFixture } from './upstream-fixture.js';

const flightSearch = { method: 'POST' as const, url: '/api/flights/search', payload: { from: 'BOM', to: 'DEL' } };

describe('a service run as several processes', () => {
  const fixtures: UpstreamFixture[] = [];
  const gateways: FastifyInstance[] = [];

  async function gatewayWithTravelAt(urls: string[]): Promise<FastifyInstance> {
    const gateway = await buildGateway({ TRAVEL_URL: urls.join(',') });
    gateways.push(gateway);
    return gateway;
  }

  async function travelProcess(): Promise<UpstreamFixture> {
    const fixture = await startUpstream('travel');
    fixtures.push(fixture);
    return fixture;
  }

  afterAll(async () => {
    await Promise.all(gateways.map((gateway) => gateway.close()));
    await Promise.all(fixtures.map((fixture) => fixture.close()));
  });

  it('shares the requests between them', async () => {
    const [one, two] = [await travelProcess(), await travelProcess()];
    const gateway = await gatewayWithTravelAt([one.url, two.url]);
    for (let index = 0; index < 10; index += 1) {
      const res = await gateway.inject({ ...flightSearch, remoteAddress: uniqueClientIp() });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ data: { service: 'travel', url: '/api/flights/search', body: { from: 'BOM', to: 'DEL' } } });
    }
    expect([one.seen.length, two.seen.length]).toEqual([5, 5]);
  });

  it('answers every request while one process is down, and 503 with the usual envelope once all are', async () => {
    const up = await travelProcess();
    const gateway = await gatewayWithTravelAt([await closedPortUrl(), up.url]);
    for (let index = 0; index < 4; index += 1) expect((await gateway.inject({ ...flightSearch, remoteAddress: uniqueClientIp() })).statusCode).toBe(200);
    expect(up.seen.length).toBe(4);

    const allDown = await gatewayWithTravelAt([await closedPortUrl(), await closedPortUrl()]);
    const res = await allDown.inject({ ...flightSearch, remoteAddress: uniqueClientIp() });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ success: false, error: 'travel service is unavailable' });
  });

  it('reports in /api/health how many processes of the service are ready', async () => {
    const gateway = await gatewayWithTravelAt([(await travelProcess()).url, await closedPortUrl()]);
    const travel = (await gateway.inject({ method: 'GET', url: '/api/health' })).json<{ services: Record<string, unknown> }>().services.travel;
    expect(travel).toEqual({ status: 'ready', checks: {}, error: '1 of 2 processes not ready: is unavailable', processes: { ready: 1, total: 2 } });
  });
});
