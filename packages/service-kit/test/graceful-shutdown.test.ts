import { Agent, get as httpGet } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { baseConfigShape } from '../src/base-config.js';
import { createServer } from '../src/create-server.js';
import { loadConfig } from '../src/load-config.js';
import { shutDown } from '../src/start-server.js';

/** A service with a quick route and one that answers only when the test lets it. */
async function startService(): Promise<{ server: FastifyInstance; base: string; releaseSlow: () => void }> {
  const server = createServer({ service: 'drain-test', logger: false });
  let releaseSlow: () => void = () => undefined;
  const slowReleased = new Promise<void>((resolve) => {
    releaseSlow = resolve;
  });
  server.get('/ping', async () => ({ success: true }));
  server.get('/slow', async () => {
    await slowReleased;
    return { success: true, slow: true };
  });
  await server.listen({ port: 0, host: '127.0.0.1' });
  const { port } = server.server.address() as AddressInfo;
  return { server, base: `http://127.0.0.1:${port}`, releaseSlow };
}

/** A GET through the given agent: its status and parsed body. */
function get(url: string, agent: Agent): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    httpGet(url, { agent }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) as unknown }));
      response.on('error', reject);
    }).on('error', reject);
  });
}

async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await sleep(10);
}

describe('shutting down', () => {
  const servers: FastifyInstance[] = [];
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((server) => server.close()));
  });

  it('on SIGTERM answers /ready with 503 while still serving, then closes without cutting a request in flight', async () => {
    const { server, base, releaseSlow } = await startService();
    servers.push(server);
    // Keep-alive connections, as the gateway holds them.
    const gateway = new Agent({ keepAlive: true, maxSockets: 2 });
    expect((await get(`${base}/ready`, gateway)).status).toBe(200);

    const stopped = shutDown(server, { signal: 'SIGTERM', drainMs: 500 });
    const ready = await get(`${base}/ready`, gateway);
    expect(ready.status).toBe(503);
    expect(ready.body).toMatchObject({ status: 'not ready', checks: { process: { status: 'down', error: 'is shutting down' } } });
    expect(await get(`${base}/ping`, gateway)).toEqual({ status: 200, body: { success: true } });

    const slow = get(`${base}/slow`, gateway);
    await until(() => !server.server.listening);
    // The listener is closed: a new connection is refused, while the request in flight goes on.
    await expect(get(`${base}/ping`, new Agent())).rejects.toThrow(/ECONNREFUSED/);
    releaseSlow();
    expect(await slow).toEqual({ status: 200, body: { success: true, slow: true } });
    await stopped;
    gateway.destroy();
  });

  it('on SIGINT closes at once, with no drain', async () => {
    const { server, base } = await startService();
    servers.push(server);
    await shutDown(server, { signal: 'SIGINT', drainMs: 60_000 });
    expect(server.server.listening).toBe(false);
    expect(server.readinessChecks.has('process')).toBe(false);
    await expect(get(`${base}/ping`, new Agent())).rejects.toThrow(/ECONNREFUSED/);
  });
});

describe('SHUTDOWN_DRAIN_MS', () => {
  const schema = z.object(baseConfigShape(5999));

  it('drains for two seconds unless configured; 0 turns the drain off', () => {
    expect(loadConfig('drain-test', schema, {}).SHUTDOWN_DRAIN_MS).toBe(2000);
    expect(loadConfig('drain-test', schema, { SHUTDOWN_DRAIN_MS: '0' }).SHUTDOWN_DRAIN_MS).toBe(0);
    expect(() => loadConfig('drain-test', schema, { SHUTDOWN_DRAIN_MS: '-1' })).toThrow(/SHUTDOWN_DRAIN_MS/);
  });
});
