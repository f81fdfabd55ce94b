import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createServer } from '../src/index.js';
import { sampleValue } from './metrics-text.js';

async function appWithThings(metrics: boolean): Promise<FastifyInstance> {
  const app = createServer({ service: 'things', logger: false, metrics });
  await app.register(async (scope) => {
    scope.get('/things/:id', async (request) => ({ success: true, id: (request.params as { id: string }).id }));
    scope.post('/things', async (_request, reply) => reply.code(201).send({ success: true }));
  });
  await app.ready();
  return app;
}

describe('request series', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await appWithThings(true);
    await app.inject({ method: 'GET', url: '/things/42' });
    await app.inject({ method: 'GET', url: '/things/43?full=1' });
    await app.inject({ method: 'POST', url: '/things', payload: {} });
    await app.inject({ method: 'GET', url: '/wp-admin/setup.php' });
  });
  afterAll(async () => {
    await app.close();
  });

  it('count requests by the route pattern, never the URL called, with the service label', async () => {
    const text = await app.metrics.metrics();
    expect(text).toContain('stallplan_http_requests_total{method="GET",route="/things/:id",status="200",service="things"} 2');
    expect(text).toContain('stallplan_http_requests_total{method="POST",route="/things",status="201",service="things"} 1');
    expect(text).not.toContain('/things/42');
    expect(text).not.toContain('full=1');
  });

  it('give every unmatched path one fixed route label', async () => {
    const text = await app.metrics.metrics();
    expect(text).toContain('stallplan_http_requests_total{method="GET",route="unmatched",status="404",service="things"} 1');
    expect(text).not.toContain('wp-admin');
  });

  it('time each request into the latency histogram under the same labels', async () => {
    const text = await app.metrics.metrics();
    const labels = { method: 'GET', route: '/things/:id', status: '200', service: 'things' };
    expect(sampleValue(text, 'stallplan_http_request_duration_seconds_count', labels)).toBe(2);
    expect(sampleValue(text, 'stallplan_http_request_duration_seconds_bucket', { ...labels, le: '+Inf' })).toBe(2);
    expect(sampleValue(text, 'stallplan_http_request_duration_seconds_sum', labels)).toBeGreaterThan(0);
  });

  it('include the process metrics, unprefixed', async () => {
    const text = await app.metrics.metrics();
    for (const name of ['nodejs_eventloop_lag_seconds', 'process_resident_memory_bytes', 'nodejs_heap_size_used_bytes', 'nodejs_gc_duration_seconds']) {
      expect(text).toContain(`# TYPE ${name} `);
    }
  });
});

describe('metrics off', () => {
  it('record no request series and no process metrics, yet give services a registry for their own', async () => {
    const app = await appWithThings(false);
    try {
      await app.inject({ method: 'GET', url: '/things/1' });
      const text = await app.metrics.metrics();
      expect(text).not.toContain('stallplan_http_requests_total');
      expect(text).not.toContain('nodejs_eventloop_lag_seconds');
    } finally {
      await app.close();
    }
  });
});
