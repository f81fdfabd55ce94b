import { randomBytes } from 'node:crypto';
import { Agent, request, type ClientRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { UPLOAD_BODY_LIMIT } from '../src/routes/proxy/upstream-routes.js';
import { buildGateway } from './helper.js';
import { startStreamingUpstream, type StreamingUpstream } from './streaming-upstream.js';
import { closedPortUrl } from './upstream-fixture.js';

const CONCURRENCY = 2;
/** Two clients on the loopback network: Linux answers for all of 127.0.0.0/8. */
const CLIENT_A = '127.0.0.2';
const CLIENT_B = '127.0.0.3';

interface Answer {
  status: number;
  headers: IncomingMessage['headers'];
  json: Record<string, unknown>;
}

/**
 * An upload whose body the test writes piece by piece, so it stays in flight as long as the test
 * wants. Each on a kept-alive connection of its own, as browsers and curl send them.
 */
function openUpload(url: string, localAddress: string): { call: ClientRequest; answer: Promise<Answer> } {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const call = request(`${url}/api/upload/portfolio`, {
    method: 'POST',
    localAddress,
    agent,
    headers: { 'content-type': 'multipart/form-data; boundary=stallplan-test', 'transfer-encoding': 'chunked' },
  });
  const answer = new Promise<Answer>((resolve, reject) => {
    call.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        resolve({ status: response.statusCode ?? 0, headers: response.headers, json: JSON.parse(Buffer.concat(chunks).toString('utf8')) });
        agent.destroy();
      });
    });
    call.on('error', (error) => {
      agent.destroy();
      reject(error);
    });
  });
  return { call, answer };
}

async function until(condition: () => boolean, what: string, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('uploads stream through the gateway', () => {
  let gateway: FastifyInstance;
  let catalog: StreamingUpstream;
  let url: string;

  beforeAll(async () => {
    catalog = await startStreamingUpstream();
    gateway = await buildGateway({ CATALOG_URL: catalog.url, UPLOAD_CONCURRENCY_PER_CLIENT: String(CONCURRENCY) });
    await gateway.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(gateway.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await gateway.close();
    await catalog.close();
  });

  it('hands the first bytes to the catalog before the client has sent the rest', async () => {
    const { call, answer } = openUpload(url, CLIENT_A);
    const first = randomBytes(512 * 1024);
    call.write(first);
    // A gateway that read the body whole would pass nothing on until the end.
    await until(() => (catalog.calls.at(-1)?.bytes ?? 0) >= first.length, 'the catalog has the first bytes');
    const upstreamCall = catalog.calls.at(-1);
    expect(upstreamCall?.complete).toBe(false);
    call.end(randomBytes(512 * 1024));
    const { status, json } = await answer;
    expect(status).toBe(200);
    expect((json['received'] as { bytes: number }).bytes).toBe(1024 * 1024);
    expect(upstreamCall?.headers['content-type']).toBe('multipart/form-data; boundary=stallplan-test');
  });

  it(`lets a client have ${CONCURRENCY} uploads in flight and answers the next with 429 and Retry-After, leaving other clients alone`, async () => {
    const held = [openUpload(url, CLIENT_A), openUpload(url, CLIENT_A)];
    const before = catalog.calls.length;
    for (const { call } of held) call.write(randomBytes(1024));
    await until(() => catalog.calls.length === before + CONCURRENCY, 'both uploads reach the catalog');

    const third = openUpload(url, CLIENT_A);
    third.call.end(randomBytes(1024));
    const refused = await third.answer;
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBe('5');
    expect(refused.json).toEqual({ success: false, error: 'You already have 2 uploads in progress. Please wait for one to finish and try again.' });
    expect(catalog.calls.length).toBe(before + CONCURRENCY);

    const other = openUpload(url, CLIENT_B);
    other.call.end(randomBytes(1024));
    expect((await other.answer).status).toBe(200);

    // Once one finishes, the client may start another.
    held[0]?.call.end();
    expect((await held[0]?.answer)?.status).toBe(200);
    const next = openUpload(url, CLIENT_A);
    next.call.end(randomBytes(1024));
    expect((await next.answer).status).toBe(200);
    held[1]?.call.end();
    expect((await held[1]?.answer)?.status).toBe(200);
  });

  it('frees the place of an upload whose client goes away, and breaks off the call to the catalog', async () => {
    const held = [openUpload(url, CLIENT_A), openUpload(url, CLIENT_A)];
    for (const { answer } of held) answer.catch(() => undefined);
    const before = catalog.calls.length;
    for (const { call } of held) call.write(randomBytes(1024));
    await until(() => catalog.calls.length === before + CONCURRENCY, 'both uploads reach the catalog');
    const abandoned = catalog.calls[before];
    for (const { call } of held) call.destroy();

    // The gateway learns of the closed sockets a moment later; then the client may upload again.
    let status = 0;
    for (let attempt = 0; attempt < 50 && status !== 200; attempt += 1) {
      const again = openUpload(url, CLIENT_A);
      again.call.end(randomBytes(1024));
      status = (await again.answer).status;
      if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(status).toBe(200);
    expect(abandoned?.complete).toBe(false);
  });

  it('cuts a chunked body off at the limit with 413 and breaks off the call to the catalog', async () => {
    const { call, answer } = openUpload(url, CLIENT_B);
    let answered = false;
    void answer.then(
      () => (answered = true),
      () => (answered = true),
    );
    const before = catalog.calls.length;
    const chunk = randomBytes(1024 * 1024);
    let sent = 0;
    while (!answered && sent <= UPLOAD_BODY_LIMIT + 4 * chunk.length) {
      sent += chunk.length;
      // The gateway stops reading at the limit: wait for room to write, or for its answer.
      if (!call.write(chunk)) await Promise.race([new Promise((resolve) => call.once('drain', resolve)), answer.catch(() => undefined)]);
    }
    const { status, json } = await answer;
    expect(status).toBe(413);
    expect(json).toEqual({ success: false, error: 'The upload is too large: one request may carry at most 52 MB.' });
    const upstreamCall = catalog.calls[before];
    expect(upstreamCall?.complete).toBe(false);
    expect(upstreamCall?.bytes).toBeLessThanOrEqual(UPLOAD_BODY_LIMIT);
  });
});

describe('an upload while the catalog is down', () => {
  let gateway: FastifyInstance;
  let url: string;

  beforeAll(async () => {
    gateway = await buildGateway({ CATALOG_URL: await closedPortUrl() });
    await gateway.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(gateway.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await gateway.close();
  });

  it('gets 503 JSON while its body is still being sent, and frees its place', async () => {
    for (let attempt = 0; attempt < CONCURRENCY + 1; attempt += 1) {
      const { call, answer } = openUpload(url, CLIENT_A);
      let answered = false;
      void answer.then(
        () => (answered = true),
        () => (answered = true),
      );
      const chunk = randomBytes(256 * 1024);
      for (let sent = 0; !answered && sent < 8 * 1024 * 1024; sent += chunk.length) {
        if (!call.write(chunk)) await Promise.race([new Promise((resolve) => call.once('drain', resolve)), answer.catch(() => undefined)]);
      }
      const { status, json } = await answer;
      expect(status, `attempt ${attempt + 1}`).toBe(503);
      expect(json).toEqual({ success: false, error: 'catalog service is unavailable' });
      call.destroy();
    }
  });
});
