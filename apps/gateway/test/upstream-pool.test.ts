import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import type { Dispatcher } from 'undici';
import { replayableBody } from '../src/domain/replayable-body.js';
import { UpstreamPool } from '../src/upstreams/upstream-pool.js';
import { closedPortUrl } from './upstream-fixture.js';

/** One process of a service on a real socket: its /ready follows `ready`, `/hold` answers when released, `dropAll` breaks every call off. */
interface TestUpstream {
  url: string;
  calls: { method: string; url: string }[];
  ready: boolean;
  dropAll: boolean;
  releaseHeld(): void;
  close(): Promise<void>;
}

async function startTestUpstream(name: string): Promise<TestUpstream> {
  const held: (() => void)[] = [];
  const upstream: TestUpstream = {
    url: '',
    calls: [],
    ready: true,
    dropAll: false,
    releaseHeld: () => held.splice(0).forEach((answer) => answer()),
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
  const server: Server = createServer((request, response) => {
    const json = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (request.url === '/ready') {
      const status = upstream.ready ? 'ready' : 'not ready';
      json(upstream.ready ? 200 : 503, { success: upstream.ready, service: name, status, checks: {} });
      return;
    }
    upstream.calls.push({ method: request.method ?? '', url: request.url ?? '' });
    if (upstream.dropAll) {
      request.socket.destroy();
      return;
    }
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      const answer = () => json(200, { name, method: request.method, body });
      if (request.url === '/hold') held.push(answer);
      else answer();
    });
  });
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  upstream.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return upstream;
}

interface Answer {
  status: number;
  body: { name: string; method: string; body: string };
}

async function send(pool: UpstreamPool, options: Partial<Dispatcher.RequestOptions> & { resendAfterLostConnection?: boolean } = {}): Promise<Answer> {
  const { resendAfterLostConnection = false, ...request } = options;
  const data = await pool.dispatcher({ resendAfterLostConnection }).request({ method: 'GET', path: '/api/flights/search', ...request });
  return { status: data.statusCode, body: (await data.body.json()) as Answer['body'] };
}

describe('the upstream pool', () => {
  const upstreams: TestUpstream[] = [];
  const pools: UpstreamPool[] = [];

  async function upstreamsNamed(...names: string[]): Promise<TestUpstream[]> {
    const started = await Promise.all(names.map(startTestUpstream));
    upstreams.push(...started);
    return started;
  }

  function poolOver(urls: string[]): UpstreamPool {
    // Probes only when a test asks (probeAll), so what it sees follows from what it did.
    const pool = new UpstreamPool({ service: 'travel', urls, connection: { connections: 8, connect: { timeout: 2000 } } });
    pools.push(pool);
    return pool;
  }

  afterEach(async () => {
    for (const upstream of upstreams) upstream.releaseHeld();
    await Promise.all(pools.splice(0).map((pool) => pool.close()));
    await Promise.all(upstreams.splice(0).map((upstream) => upstream.close()));
  });

  it('spreads requests evenly over the ready processes', async () => {
    const [a, b, c] = await upstreamsNamed('a', 'b', 'c');
    const pool = poolOver([a!.url, b!.url, c!.url]);
    await pool.probeAll();
    for (let index = 0; index < 30; index += 1) expect((await send(pool)).status).toBe(200);
    expect([a!.calls.length, b!.calls.length, c!.calls.length]).toEqual([10, 10, 10]);
  });

  it('sends the next request to the process with the fewest requests in flight', async () => {
    const [a, b] = await upstreamsNamed('a', 'b');
    const pool = poolOver([a!.url, b!.url]);
    const held = [send(pool, { path: '/hold' }), send(pool, { path: '/hold' }), send(pool, { path: '/hold' })];
    // Three held calls went a, b, a: a has two in flight, b one.
    await expect.poll(() => a!.calls.length + b!.calls.length).toBe(3);
    expect(pool.statuses().map((status) => status.inFlight)).toEqual([2, 1]);
    expect((await send(pool)).body.name).toBe('b');
    expect((await send(pool)).body.name).toBe('b');
    a!.releaseHeld();
    b!.releaseHeld();
    expect((await Promise.all(held)).map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(pool.statuses().map((status) => status.inFlight)).toEqual([0, 0]);
  });

  it('stops sending to a process whose /ready says 503 and takes it back once ready', async () => {
    const [a, b] = await upstreamsNamed('a', 'b');
    const pool = poolOver([a!.url, b!.url]);
    b!.ready = false;
    await pool.probeAll();
    expect(pool.statuses().map((status) => status.state)).toEqual(['ready', 'not ready']);
    for (let index = 0; index < 6; index += 1) expect((await send(pool)).body.name).toBe('a');
    expect(b!.calls).toEqual([]);

    b!.ready = true;
    await pool.probeAll();
    const names = [];
    for (let index = 0; index < 4; index += 1) names.push((await send(pool)).body.name);
    expect(names.sort()).toEqual(['a', 'a', 'b', 'b']);
  });

  it('still sends to a lone process that says it is not ready: it gives its own answer, as before balancing', async () => {
    const [a] = await upstreamsNamed('a');
    const pool = poolOver([a!.url]);
    a!.ready = false;
    await pool.probeAll();
    expect((await send(pool)).body.name).toBe('a');
  });

  it('marks a process that refuses the connection down at once and sends the request, even a POST, to another', async () => {
    const [a] = await upstreamsNamed('a');
    const pool = poolOver([await closedPortUrl(), a!.url]);
    // Not probed: the first pick is the refusing one.
    const answer = await send(pool, { method: 'POST', body: '{"from":"BOM"}', headers: { 'content-type': 'application/json' } });
    expect(answer).toEqual({ status: 200, body: { name: 'a', method: 'POST', body: '{"from":"BOM"}' } });
    expect(pool.statuses().map((status) => status.state)).toEqual(['down', 'unknown']);
    for (let index = 0; index < 3; index += 1) expect((await send(pool)).body.name).toBe('a');
  });

  it('after a connection lost before any answer, resends a GET or a reads-only route elsewhere, never another POST', async () => {
    for (const [request, resent] of [
      [{ method: 'GET' }, true],
      [{ method: 'POST', body: '{}', resendAfterLostConnection: true }, true],
      [{ method: 'POST', body: '{}' }, false],
    ] as const) {
      const [dropping, b] = await upstreamsNamed('dropping', 'b');
      dropping!.dropAll = true;
      const pool = poolOver([dropping!.url, b!.url]);
      const outcome = send(pool, request);
      if (resent) expect((await outcome).body.name).toBe('b');
      else await expect(outcome).rejects.toMatchObject({ code: expect.stringMatching(/^(UND_ERR_SOCKET|ECONNRESET)$/) as unknown });
      // The first process did receive it: that is why a POST is not sent twice.
      expect(dropping!.calls).toEqual([{ method: request.method, url: '/api/flights/search' }]);
      expect(b!.calls.length).toBe(resent ? 1 : 0);
      expect(pool.statuses()[0]!.state).toBe('down');
    }
  });

  it('sends a JSON body the gateway read whole again, from the bytes its stream keeps', async () => {
    const [a] = await upstreamsNamed('a');
    const pool = poolOver([await closedPortUrl(), a!.url]);
    const answer = await send(pool, { method: 'POST', body: replayableBody(Buffer.from('{"city":"Pune"}')), headers: { 'content-length': '15' } });
    expect(answer).toEqual({ status: 200, body: { name: 'a', method: 'POST', body: '{"city":"Pune"}' } });
  });

  it('never sends a streamed body twice', async () => {
    const [a] = await upstreamsNamed('a');
    const pool = poolOver([await closedPortUrl(), a!.url]);
    await expect(send(pool, { method: 'POST', body: Readable.from(['streamed']) })).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    expect(a!.calls).toEqual([]);
  });

  it('gives the last connection error when no process can be reached', async () => {
    const pool = poolOver([await closedPortUrl(), await closedPortUrl()]);
    await expect(send(pool)).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    expect(pool.statuses().map((status) => status.state)).toEqual(['down', 'down']);
  });

  it('probes in the background once started, and marks a process that stopped down', async () => {
    const [a, b] = await upstreamsNamed('a', 'b');
    const pool = new UpstreamPool({ service: 'travel', urls: [a!.url, b!.url], connection: {}, probeIntervalMs: 50, probeTimeoutMs: 500 });
    pools.push(pool);
    pool.startProbing();
    await expect.poll(() => pool.statuses().map((status) => status.state)).toEqual(['ready', 'ready']);
    await b!.close();
    await expect.poll(() => pool.statuses()[1]!.state).toBe('down');
  });
});
