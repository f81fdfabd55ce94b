import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, truncate, writeFile } from 'node:fs/promises';
import { Agent, request as httpRequest, type ClientRequest } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { crc32, deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES, UPLOAD_FIELDS } from '@stallplan/contracts';
import { startTestStack, type TestStack } from './stack.js';

const run = promisify(execFile);

interface CurlAnswer {
  status: number;
  body: string;
  /** curl's -v trace: what it sent (`> `) and received (`< `). */
  trace: string;
  uploadedBytes: number;
  seconds: number;
}

/** Plain curl, as a user would type it, plus flags that only report what happened. */
async function curl(args: string[]): Promise<CurlAnswer> {
  const { stdout, stderr } = await run('curl', ['-sS', '-v', '--max-time', '30', '-w', '\n%{http_code} %{size_upload} %{time_total}', ...args], {
    maxBuffer: 16 * 1024 * 1024,
  });
  const cut = stdout.lastIndexOf('\n');
  const [status, uploaded, seconds] = stdout
    .slice(cut + 1)
    .split(' ')
    .map(Number);
  return { status: status ?? 0, body: stdout.slice(0, cut), trace: stderr, uploadedBytes: uploaded ?? 0, seconds: seconds ?? 0 };
}

/** A PNG of random pixels: real image data the catalog decodes, and incompressible, so the file is as large as its pixels. */
function noisePng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const framed = Buffer.alloc(typed.length + 8);
    framed.writeUInt32BE(data.length, 0);
    typed.copy(framed, 4);
    framed.writeUInt32BE(crc32(typed), typed.length + 4);
    return framed;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) randomBytes(width * 3).copy(rows, y * (width * 3 + 1) + 1); // filter byte 0 per row
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Only the headers of a request, never its body, and the first line of the answer. */
function headersOnly(url: string, head: string): Promise<{ statusLine: string; raw: string; ms: number }> {
  const { hostname, port } = new URL(url);
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(head));
    let raw = '';
    socket.setEncoding('latin1');
    socket.on('data', (text: string) => {
      raw += text;
      if (raw.includes('\r\n\r\n')) {
        resolve({ statusLine: raw.slice(0, raw.indexOf('\r\n')), raw, ms: Date.now() - started });
        socket.destroy();
      }
    });
    socket.on('error', reject);
    socket.setTimeout(10_000, () => reject(new Error('no answer within 10 s')));
  });
}

/** An upload that announces its body with Expect: 100-continue and sends it only when told. */
function heldUpload(url: string): { call: ClientRequest; admitted: Promise<void>; answer: Promise<number> } {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const call = httpRequest(`${url}/api/upload/logo`, {
    method: 'POST',
    agent,
    headers: { 'content-type': 'multipart/form-data; boundary=held-upload', 'transfer-encoding': 'chunked', expect: '100-continue' },
  });
  const admitted = new Promise<void>((resolve) => call.once('continue', () => resolve()));
  const answer = new Promise<number>((resolve, reject) => {
    call.once('response', (response) => {
      response.resume();
      response.once('end', () => {
        agent.destroy();
        resolve(response.statusCode ?? 0);
      });
    });
    call.once('error', (error) => {
      agent.destroy();
      reject(error);
    });
  });
  call.flushHeaders();
  return { call, admitted, answer };
}

describe('the gateway with ordinary clients', () => {
  let stack: TestStack;
  let files: string;

  beforeAll(async () => {
    stack = await startTestStack();
    files = await mkdtemp(join(tmpdir(), 'stallplan-robust-gateway-'));
  });
  afterAll(async () => {
    await stack?.cleanup();
    if (files) await rm(files, { recursive: true, force: true });
  });

  it.each([
    ['Keep-Alive: timeout=5', ['-H', 'Keep-Alive: timeout=5']],
    ['Connection: keep-alive, Upgrade with Upgrade: websocket', ['-H', 'Connection: keep-alive, Upgrade', '-H', 'Upgrade: websocket']],
    ['TE: trailers', ['-H', 'TE: trailers']],
    ['Expect: 100-continue', ['-H', 'Expect: 100-continue']],
  ])('gives a request with %s the service’s own answer', async (_name, headers) => {
    const direct = await curl([`${stack.serviceUrls.catalog}/api/events`]);
    const proxied = await curl([...headers, `${stack.gatewayUrl}/api/events`]);
    expect(direct.status).toBe(200);
    expect(proxied.status, proxied.body).toBe(200);
    expect(JSON.parse(proxied.body)).toEqual(JSON.parse(direct.body));
  });

  it('forwards a JSON body sent with Expect: 100-continue after asking for it', async () => {
    const body = JSON.stringify({ address: 'Bandra Kurla Complex, Mumbai' });
    const direct = await curl(['-H', 'Content-Type: application/json', '--data-binary', body, `${stack.serviceUrls.travel}/api/geocode`]);
    const proxied = await curl([
      '-H',
      'Content-Type: application/json',
      '-H',
      'Expect: 100-continue',
      '--data-binary',
      body,
      `${stack.gatewayUrl}/api/geocode`,
    ]);
    expect(proxied.trace).toContain('< HTTP/1.1 100 Continue');
    expect(proxied.status, proxied.body).toBe(direct.status);
    expect(JSON.parse(proxied.body)).toEqual(JSON.parse(direct.body));
  });

  it('takes a 3 MB logo sent with plain curl -F, which asks Expect: 100-continue by itself', async () => {
    const image = noisePng(1024, 1000);
    expect(image.length).toBeGreaterThan(3_000_000);
    expect(image.length).toBeLessThan(MAX_IMAGE_BYTES);
    const file = join(files, 'logo.png');
    await writeFile(file, image);

    const upload = await curl(['-F', `${UPLOAD_FIELDS.logo}=@${file};type=image/png`, `${stack.gatewayUrl}/api/upload/logo`]);
    expect(upload.trace).toMatch(/^> Expect: 100-continue/im);
    expect(upload.trace).toContain('< HTTP/1.1 100 Continue');
    expect(upload.status, upload.body).toBe(200);
    const { success, url } = JSON.parse(upload.body) as { success: boolean; url: string };
    expect(success).toBe(true);
    expect(url).toMatch(/^\/api\/files\/[A-Za-z0-9._-]+$/);

    const stored = await fetch(`${stack.gatewayUrl}${url}`);
    expect(stored.status).toBe(200);
    expect(stored.headers.get('content-type')).toMatch(/^image\//);
  });

  it('answers a declared Content-Length over the limit with 413 at once, before any of the body is sent', async () => {
    const { host } = new URL(stack.gatewayUrl);
    const head = `POST /api/upload/portfolio HTTP/1.1\r\nHost: ${host}\r\nContent-Type: multipart/form-data; boundary=x\r\nContent-Length: ${60 * 1024 * 1024}\r\n\r\n`;
    const answer = await headersOnly(stack.gatewayUrl, head);
    expect(answer.statusLine).toBe('HTTP/1.1 413 Payload Too Large');
    expect(answer.ms).toBeLessThan(2000);

    // curl holds a large body back for 100 Continue, gets the 413 instead and sends none of it.
    const file = join(files, 'sixty-megabytes.bin');
    await writeFile(file, '');
    await truncate(file, 60 * 1024 * 1024);
    const refused = await curl([
      '-H',
      'Content-Type: multipart/form-data; boundary=x',
      '--data-binary',
      `@${file}`,
      `${stack.gatewayUrl}/api/upload/portfolio`,
    ]);
    expect(refused.status).toBe(413);
    expect(refused.uploadedBytes).toBe(0);
    expect(refused.seconds).toBeLessThan(2);
    expect(JSON.parse(refused.body)).toEqual({ success: false, error: 'The upload is too large: one request may carry at most 52 MB.' });
  });

  it('answers a third upload from a client that has two in flight with 429 and Retry-After', async () => {
    const held = [heldUpload(stack.gatewayUrl), heldUpload(stack.gatewayUrl)];
    // 100 Continue comes once the gateway has taken the upload on.
    await Promise.all(held.map(({ admitted }) => admitted));

    const file = join(files, 'small.png');
    await writeFile(file, noisePng(64, 64));
    const third = await curl(['-D', '-', '-F', `${UPLOAD_FIELDS.logo}=@${file};type=image/png`, `${stack.gatewayUrl}/api/upload/logo`]);
    expect(third.status).toBe(429);
    expect(third.body).toMatch(/^retry-after: \d+\r$/im);
    expect(third.body).toContain('{"success":false,"error":"You already have 2 uploads in progress. Please wait for one to finish and try again."}');

    for (const { call } of held) call.end('--held-upload--\r\n');
    const statuses = await Promise.all(held.map(({ answer }) => answer));
    expect(statuses.every((status) => status === 400)).toBe(true);
    const after = await curl(['-F', `${UPLOAD_FIELDS.logo}=@${file};type=image/png`, `${stack.gatewayUrl}/api/upload/logo`]);
    expect(after.status, after.body).toBe(200);
  });

  it('lets the stack’s own origin read the API and gives any other origin no allow header', async () => {
    const own = stack.gatewayUrl;
    const allowed = await fetch(`${stack.gatewayUrl}/api/events`, { headers: { origin: own } });
    expect(allowed.headers.get('access-control-allow-origin')).toBe(own);

    for (const origin of ['https://evil.example', 'http://localhost:1', 'null']) {
      const answer = await fetch(`${stack.gatewayUrl}/api/events`, { headers: { origin } });
      expect(answer.headers.get('access-control-allow-origin'), origin).toBeNull();
      const preflight = await fetch(`${stack.gatewayUrl}/api/vendor/register`, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
      });
      expect(preflight.headers.get('access-control-allow-origin'), origin).toBeNull();
    }
  });
});
