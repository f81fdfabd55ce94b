import { afterEach, describe, expect, it } from 'vitest';
import { Counter } from 'prom-client';
import { createMetricsRegistry, createServer, serveMetrics, startMetricsListener, type MetricsListener } from '../src/index.js';

describe('the metrics listener', () => {
  let listener: MetricsListener | undefined;
  afterEach(async () => {
    await listener?.close();
    listener = undefined;
  });

  it('serve the registry at GET /metrics with its content type', async () => {
    const registry = createMetricsRegistry('listener-test');
    new Counter({ name: 'listener_test_total', help: 'A test count.', registers: [registry] }).inc(3);
    listener = await startMetricsListener({ registry, host: '127.0.0.1', port: 0 });
    const response = await fetch(listener.url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(registry.contentType);
    expect(await response.text()).toContain('listener_test_total{service="listener-test"} 3');
  });

  it('answer 404 to any other path or method', async () => {
    listener = await startMetricsListener({ registry: createMetricsRegistry('listener-test'), host: '127.0.0.1', port: 0 });
    const base = new URL(listener.url);
    expect((await fetch(new URL('/', base))).status).toBe(404);
    expect((await fetch(new URL('/metrics/extra', base))).status).toBe(404);
    expect((await fetch(listener.url, { method: 'POST' })).status).toBe(404);
  });

  it('answer 500 with the reason when a collector fails, and stay up', async () => {
    const registry = createMetricsRegistry('listener-test');
    new Counter({
      name: 'listener_broken_total',
      help: 'Fails to collect.',
      registers: [registry],
      collect() {
        throw new Error('collector broke');
      },
    });
    listener = await startMetricsListener({ registry, host: '127.0.0.1', port: 0 });
    const response = await fetch(listener.url);
    expect(response.status).toBe(500);
    expect(await response.text()).toContain('collector broke');
    expect((await fetch(listener.url)).status).toBe(500);
  });
});

describe('serveMetrics', () => {
  it("serve the app's series on their own port, never on the app's, and close with the app", async () => {
    const app = createServer({ service: 'served', logger: false, metrics: true });
    app.get('/hello', async () => ({ success: true }));
    const served = await serveMetrics(app, { host: '127.0.0.1', port: 0 });
    await app.ready();
    await app.inject({ method: 'GET', url: '/hello' });

    expect((await app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    const text = await (await fetch(served.url)).text();
    expect(text).toContain('stallplan_http_requests_total{method="GET",route="/hello",status="200",service="served"} 1');

    await app.close();
    await expect(fetch(served.url)).rejects.toThrow();
  });
});
