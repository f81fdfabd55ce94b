import { createHash, randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildGateway } from './helper.js';
import { exchange } from './http-exchange.js';
import { startStreamingUpstream, type StreamingUpstream } from './streaming-upstream.js';
import { closedPortUrl } from './upstream-fixture.js';

interface Received {
  received: { headers: Record<string, string>; bytes: number };
}

describe('hop-by-hop headers at the gateway', () => {
  let gateway: FastifyInstance;
  let catalog: StreamingUpstream;
  let url: string;

  beforeAll(async () => {
    catalog = await startStreamingUpstream();
    gateway = await buildGateway({ CATALOG_URL: catalog.url, TRAVEL_URL: await closedPortUrl() });
    await gateway.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(gateway.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await gateway.close();
    await catalog.close();
  });

  it.each([
    ['Keep-Alive', { 'keep-alive': 'timeout=5' }],
    ['Upgrade', { connection: 'keep-alive, Upgrade', upgrade: 'websocket' }],
    ['Upgrade alone', { upgrade: 'h2c' }],
    ['TE', { te: 'trailers' }],
    ['Proxy-Authorization', { 'proxy-authorization': 'Basic c2VjcmV0' }],
  ])('answers a request with %s from the service and keeps the header to itself', async (_name, headers) => {
    const answer = await exchange(`${url}/api/vendors`, { headers });
    expect(answer.status, answer.body).toBe(200);
    const forwarded = (JSON.parse(answer.body) as Received).received.headers;
    for (const name of ['upgrade', 'keep-alive', 'te', 'proxy-authorization']) {
      expect(forwarded[name], name).toBeUndefined();
    }
    // The gateway's own connection to the service may say keep-alive; the client's value never passes.
    expect(forwarded['connection'] ?? 'keep-alive').toBe('keep-alive');
    expect(forwarded['x-request-id']).toBeTruthy();
  });

  it('forwards a JSON body as the client wrote it, so 1e309 reaches the service as 1e309 and not as null', async () => {
    const body = '{"formData":{"boothSize":1e309, "teamSize": 2.50}}';
    const answer = await exchange(`${url}/api/vendor/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    expect(answer.status, answer.body).toBe(200);
    const { received } = JSON.parse(answer.body) as { received: { bytes: number; sha256: string; headers: Record<string, string> } };
    expect(received.bytes).toBe(Buffer.byteLength(body));
    expect(received.sha256).toBe(createHash('sha256').update(body).digest('hex'));
    expect(received.headers['content-type']).toBe('application/json');
  });

  it('still refuses malformed JSON at the edge', async () => {
    const answer = await exchange(`${url}/api/vendor/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"name": ' });
    expect(answer.status).toBe(400);
  });

  it('drops a header the client names in Connection, and keeps the others', async () => {
    const answer = await exchange(`${url}/api/vendors`, {
      headers: { connection: 'x-hop-note', 'x-hop-note': 'for this hop', 'x-end-note': 'for the service' },
    });
    expect(answer.status).toBe(200);
    const forwarded = (JSON.parse(answer.body) as Received).received.headers;
    expect(forwarded['x-hop-note']).toBeUndefined();
    expect(forwarded['x-end-note']).toBe('for the service');
  });

  it('asks for the body with 100 Continue, then forwards it whole without the Expect header', async () => {
    const body = JSON.stringify({ name: 'Stall Works', notes: 'n'.repeat(200_000) });
    const answer = await exchange(`${url}/api/vendor/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)), expect: '100-continue' },
      body,
    });
    expect(answer.continued).toBe(true);
    expect(answer.status, answer.body).toBe(200);
    const { received } = JSON.parse(answer.body) as Received;
    expect(received.headers['expect']).toBeUndefined();
    expect(received.bytes).toBe(Buffer.byteLength(body));
  });

  it('streams an upload sent with Expect: 100-continue, as curl sends any body over 1 MiB', async () => {
    const bytes = randomBytes(3 * 1024 * 1024);
    const answer = await exchange(`${url}/api/upload/logo`, {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream', 'content-length': String(bytes.length), expect: '100-continue' },
      body: bytes,
    });
    expect(answer.continued).toBe(true);
    expect(answer.status, answer.body).toBe(200);
    expect((JSON.parse(answer.body) as Received).received.bytes).toBe(bytes.length);
  });

  it('answers a JSON body declared over the limit with 413 instead of 100 Continue, so it is never sent', async () => {
    const before = catalog.calls.length;
    const answer = await exchange(`${url}/api/vendor/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(2 * 1024 * 1024), expect: '100-continue' },
      body: Buffer.alloc(2 * 1024 * 1024, 0x20),
    });
    expect(answer.status).toBe(413);
    expect(answer.continued).toBe(false);
    expect(answer.bodySent).toBe(false);
    expect(JSON.parse(answer.body)).toEqual({ success: false, error: 'The request body is too large.' });
    expect(catalog.calls.length).toBe(before);
  });

  it('still answers 503 when the service is really down', async () => {
    const answer = await exchange(`${url}/api/flights/search`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'keep-alive': 'timeout=5' },
      body: '{"origin":"BOM"}',
    });
    expect(answer.status).toBe(503);
    expect(JSON.parse(answer.body)).toEqual({ success: false, error: 'travel service is unavailable' });
  });
});
