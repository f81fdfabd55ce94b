import { createHash, randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { MAX_IMAGE_BYTES, MAX_PORTFOLIO_IMAGES } from '@stallplan/contracts';
import { createServer, loadConfig } from '@stallplan/service-kit';
import { gatewayConfigSchema } from '../src/config.js';
import { UPLOAD_BODY_LIMIT } from '../src/routes/proxy/upstream-routes.js';
import { buildGateway, uniqueClientIp } from './helper.js';
import { closedPortUrl } from './upstream-fixture.js';

const UPLOADS_PER_MINUTE = 3;

/** A catalog stand-in that takes bodies as large as the real one does and reports what arrived. */
async function startCatalog() {
  const server: FastifyInstance = createServer({ service: 'catalog', logger: false, bodyLimit: 128 * 1024 * 1024 });
  const seen: string[] = [];
  server.addHook('onRequest', async (request) => {
    if (request.url !== '/ready') seen.push(`${request.method} ${request.url}`);
  });
  server.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, {
      bytes: (body as Buffer).length,
      sha256: createHash('sha256')
        .update(body as Buffer)
        .digest('hex'),
    }),
  );
  server.all('/api/*', async (request) => ({
    success: true,
    body: request.body ?? null,
    contentType: request.headers['content-type'],
    transferEncoding: request.headers['transfer-encoding'] ?? null,
  }));
  await server.listen({ port: 0, host: '127.0.0.1' });
  const { port } = server.server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, seen, close: () => server.close() };
}

/** A multipart body of the given size, as the web's FormData would send it. */
function formBody(size: number) {
  const boundary = `----stallplan${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="portfolioImages"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const payload = Buffer.concat([head, randomBytes(size - head.length - tail.length), tail]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('gateway limits on uploads', () => {
  let gateway: FastifyInstance;
  let catalog: Awaited<ReturnType<typeof startCatalog>>;

  beforeAll(async () => {
    catalog = await startCatalog();
    const down = await closedPortUrl();
    gateway = await buildGateway({
      CATALOG_URL: catalog.url,
      CONTENT_URL: down,
      UPLOAD_RATE_LIMIT_PER_MINUTE: String(UPLOADS_PER_MINUTE),
    });
  });
  afterAll(async () => {
    await gateway.close();
    await catalog.close();
  });

  it('allows 30 uploads a minute per client unless configured', () => {
    const config = loadConfig('gateway', gatewayConfigSchema, {
      REDIS_URL: 'redis://127.0.0.1:6379',
      ADMIN_TOKEN_SECRET: 'x'.repeat(40),
      SERVICE_TOKEN_SECRET: 's'.repeat(40),
    });
    expect(config.UPLOAD_RATE_LIMIT_PER_MINUTE).toBe(30);
    expect(config.RATE_LIMIT_PER_MINUTE).toBe(600);
  });

  it('gives each client its own, smaller budget for uploads and answers 429 JSON past it', async () => {
    const client = uniqueClientIp();
    const before = catalog.seen.length;
    const send = (remoteAddress: string) => gateway.inject({ method: 'POST', url: '/api/upload/logo', ...formBody(2048), remoteAddress });

    for (let i = 0; i < UPLOADS_PER_MINUTE; i += 1) {
      const res = await send(client);
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-ratelimit-limit']).toBe(String(UPLOADS_PER_MINUTE));
    }
    const refused = await send(client);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ success: false, error: expect.stringMatching(/^Too many uploads\. Please wait .+ and try again\.$/) });
    expect(catalog.seen.length - before).toBe(UPLOADS_PER_MINUTE);

    // The budget covers every upload route together.
    const otherRoute = await gateway.inject({ method: 'POST', url: '/api/upload/portfolio', ...formBody(2048), remoteAddress: client });
    expect(otherRoute.statusCode).toBe(429);

    // Another client is not affected, nor is the same client's use of the rest of the API.
    expect((await send(uniqueClientIp())).statusCode).toBe(200);
    const browse = await gateway.inject({ method: 'GET', url: '/api/vendors', remoteAddress: client });
    expect(browse.statusCode).toBe(200);
    expect(browse.headers['x-ratelimit-limit']).toBe('600');
  });

  it('forwards a full portfolio upload of ten 5 MB images byte for byte', async () => {
    expect(UPLOAD_BODY_LIMIT).toBeGreaterThan(MAX_PORTFOLIO_IMAGES * MAX_IMAGE_BYTES);
    const { payload, headers } = formBody(MAX_PORTFOLIO_IMAGES * MAX_IMAGE_BYTES + 64 * 1024);
    const res = await gateway.inject({ method: 'POST', url: '/api/upload/portfolio', payload, headers, remoteAddress: uniqueClientIp() });
    expect(res.statusCode).toBe(200);
    expect(res.json().body).toEqual({ bytes: payload.length, sha256: createHash('sha256').update(payload).digest('hex') });
  });

  it('refuses an upload body over the limit with 413 before it reaches the catalog', async () => {
    const before = catalog.seen.length;
    const res = await gateway.inject({ method: 'POST', url: '/api/upload/portfolio', ...formBody(UPLOAD_BODY_LIMIT + 1), remoteAddress: uniqueClientIp() });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ success: false, error: 'The upload is too large: one request may carry at most 52 MB.' });
    expect(catalog.seen.length).toBe(before);
  });

  it('keeps the small limit for everything that is not an upload', async () => {
    const res = await gateway.inject({ method: 'POST', url: '/api/vendor/register', ...formBody(2 * 1024 * 1024), remoteAddress: uniqueClientIp() });
    expect(res.statusCode).toBe(413);
  });

  it('forwards a multipart upload with its boundary and its exact bytes', async () => {
    const form = formBody(4096);
    const res = await gateway.inject({
      method: 'POST',
      url: '/api/upload/portfolio',
      payload: form.payload,
      headers: { ...form.headers, 'transfer-encoding': 'chunked' },
      remoteAddress: uniqueClientIp(),
    });
    expect(res.statusCode).toBe(200);
    const echoed = res.json();
    expect(echoed.contentType).toBe(form.headers['content-type']);
    expect(echoed.transferEncoding).toBeNull();
    expect(echoed.body).toEqual({ bytes: form.payload.length, sha256: createHash('sha256').update(form.payload).digest('hex') });
  });
});
