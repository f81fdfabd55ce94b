import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import { type AddressInfo } from 'node:net';
import { getCACertificates, setDefaultCACertificates } from 'node:tls';
import { afterEach, describe, expect, it } from 'vitest';
import { generateWebhookSecret, verifyWebhook } from '@stallplan/contracts';
import {
  deliverWebhook,
  WEBHOOK_RESPONSE_SNIPPET_CHARS,
  WEBHOOK_USER_AGENT,
  WebhookDeliveryError,
  type WebhookConnector,
  type WebhookPost,
} from '../../src/integrations/deliver-webhook.js';
import { fakeResolver, rejectionOf } from './address-fakes.js';
import { localhostCertificate, localhostPrivateKey } from './localhost-certificate.js';

const event = JSON.stringify({ type: 'bid.submitted', timestamp: '2026-11-27T10:00:00.000Z', data: { briefId: 'b-deliver', bidId: 'bid-1' } });

/** A connector that opens nothing and records what it was asked to send. */
function recordingConnector(status = 204): WebhookConnector & { posts: WebhookPost[] } {
  const posts: WebhookPost[] = [];
  const connect = async (post: WebhookPost) => {
    posts.push(post);
    return { status, responseSnippet: '' };
  };
  return Object.assign(connect, { posts });
}

/** One try of a delivery of `event` to `url`, signed with `secrets`. */
function delivery(url: string, secrets: string[] = [generateWebhookSecret()]) {
  return { url, messageId: 'msg_deliver_1', body: event, secrets };
}

describe('deliverWebhook: targets refused before any connection', () => {
  const names = {
    'inside.stallplan-hooks.test': ['10.0.0.1'],
    'metadata.stallplan-hooks.test': ['169.254.169.254'],
    'six.stallplan-hooks.test': ['::1'],
    'loop.stallplan-hooks.test': ['127.0.0.1'],
  };

  it.each([
    'https://10.0.0.1/hook',
    'https://169.254.169.254/latest/meta-data/',
    'https://[::1]/hook',
    'https://127.0.0.1/hook',
    'https://2130706433/hook',
    ...Object.keys(names).map((host) => `https://${host}/hook`),
  ])('refuses %s and never calls the connector', async (url) => {
    const connect = recordingConnector();
    // Development, but nothing allowed: 127.0.0.1 is refused outside the allowed list.
    const options = { resolve: fakeResolver(names), connect, allowedHosts: [], production: false, timeoutMs: 5_000 };
    const error = await rejectionOf(deliverWebhook(delivery(url), options));
    expect(error).toBeInstanceOf(WebhookDeliveryError);
    expect(error).toMatchObject({ problem: 'refused' });
    expect(error.message).toMatch(/^Webhook URL resolves to a private address \(.+\); only public addresses can receive webhooks\.$/);
    expect(connect.posts).toEqual([]);
  });

  it('refuses 127.0.0.1 in production even when listed as allowed', async () => {
    const connect = recordingConnector();
    const options = { resolve: fakeResolver({}), connect, allowedHosts: ['127.0.0.1'], production: true, timeoutMs: 5_000 };
    const error = await rejectionOf(deliverWebhook(delivery('https://127.0.0.1:4443/hook'), options));
    expect(error).toMatchObject({ name: 'WebhookDeliveryError', problem: 'refused' });
    expect(connect.posts).toEqual([]);
  });

  it('says a name that does not resolve is a DNS problem, without connecting', async () => {
    const connect = recordingConnector();
    const options = { resolve: fakeResolver({}), connect, allowedHosts: [], production: true, timeoutMs: 5_000 };
    const error = await rejectionOf(deliverWebhook(delivery('https://gone.stallplan-hooks.test/'), options));
    expect(error).toMatchObject({ name: 'WebhookDeliveryError', problem: 'dns' });
    expect(connect.posts).toEqual([]);
  });
});

describe('deliverWebhook: what is sent', () => {
  it('posts the signed body to the vetted address, with the JSON type and our user agent', async () => {
    const connect = recordingConnector(202);
    const resolve = fakeResolver({ 'hooks.stallplan-hooks.test': ['93.184.216.34'] });
    const secret = generateWebhookSecret();
    const timestamp = Math.floor(Date.now() / 1000);
    const result = await deliverWebhook(
      { ...delivery('https://hooks.stallplan-hooks.test/in', [secret]), timestamp },
      { resolve, connect, allowedHosts: [], production: true, timeoutMs: 5_000 },
    );
    expect(result).toEqual({ status: 202, responseSnippet: '', durationMs: expect.any(Number) });
    expect(connect.posts).toHaveLength(1);
    const [post] = connect.posts;
    expect(post!.target).toMatchObject({ address: '93.184.216.34', port: 443, servername: 'hooks.stallplan-hooks.test' });
    expect(post!.body).toBe(event);
    expect(post!.headers).toMatchObject({
      'webhook-id': 'msg_deliver_1',
      'webhook-timestamp': String(timestamp),
      'content-type': 'application/json',
      'user-agent': WEBHOOK_USER_AGENT,
    });
    await expect(verifyWebhook({ secret, headers: post!.headers, body: post!.body })).resolves.toMatchObject({ type: 'bid.submitted' });
  });
});

interface Received {
  method: string | undefined;
  url: string | undefined;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A receiver on loopback answering each request with `answer`; over TLS with the localhost certificate when `tls` is set. */
async function startReceiver(answer: (response: ServerResponse, received: Received) => void, { host = '127.0.0.1', tls = false } = {}) {
  const received: Received[] = [];
  const onRequest = (request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const entry = { method: request.method, url: request.url, headers: request.headers, body: Buffer.concat(chunks).toString('utf8') };
      received.push(entry);
      answer(response, entry);
    });
  };
  const server: Server = tls ? createHttpsServer({ cert: localhostCertificate, key: localhostPrivateKey }, onRequest) : createServer(onRequest);
  server.listen(0, host);
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return { server, port, received, url: `${tls ? 'https' : 'http'}://${host}:${port}` };
}

describe('deliverWebhook over a real connection to a local receiver', () => {
  const servers: Server[] = [];
  afterEach(async () => {
    for (const server of servers.splice(0)) {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    }
  });
  const development = { resolve: fakeResolver({}), allowedHosts: ['127.0.0.1'], production: false, timeoutMs: 5_000 };

  it('arrives signed, and the receiver verifies it', async () => {
    const receiver = await startReceiver((response) => response.writeHead(200, { 'content-type': 'text/plain' }).end('thanks'));
    servers.push(receiver.server);
    // Mid-rotation: signed with both secrets, so a receiver still holding the previous one verifies too.
    const [secret, previous] = [generateWebhookSecret(), generateWebhookSecret()];
    const result = await deliverWebhook(delivery(`${receiver.url}/hooks/stallplan`, [secret, previous]), development);
    expect(result).toMatchObject({ status: 200, responseSnippet: 'thanks' });
    expect(receiver.received).toHaveLength(1);
    const [received] = receiver.received;
    expect(received).toMatchObject({ method: 'POST', url: '/hooks/stallplan', body: event });
    expect(received!.headers).toMatchObject({ 'content-type': 'application/json', 'user-agent': WEBHOOK_USER_AGENT, 'webhook-id': 'msg_deliver_1' });
    expect(received!.headers['webhook-signature']).toMatch(/^v1,\S+ v1,\S+$/);
    for (const held of [secret, previous]) {
      await expect(verifyWebhook({ secret: held, headers: received!.headers, body: received!.body })).resolves.toEqual(JSON.parse(event));
    }
  });

  it('connects to the vetted address, never looking the name up again', async () => {
    // The fake resolver says localhost is 127.0.0.2, where the receiver listens; the system's
    // lookup would say 127.0.0.1 or ::1, where nothing does.
    const receiver = await startReceiver((response) => response.writeHead(204).end(), { host: '127.0.0.2' });
    servers.push(receiver.server);
    const options = { ...development, resolve: fakeResolver({ localhost: ['127.0.0.2'] }), allowedHosts: ['localhost'] };
    const result = await deliverWebhook(delivery(`http://localhost:${receiver.port}/hook`), options);
    expect(result.status).toBe(204);
    expect(receiver.received[0]!.headers.host).toBe(`localhost:${receiver.port}`);
  });

  it('does not follow a redirect: the 3xx is the answer', async () => {
    const receiver = await startReceiver((response, received) => {
      if (received.url === '/hook') response.writeHead(307, { location: '/elsewhere' }).end('moved');
      else response.writeHead(200).end();
    });
    servers.push(receiver.server);
    const result = await deliverWebhook(delivery(`${receiver.url}/hook`), development);
    expect(result).toMatchObject({ status: 307, responseSnippet: 'moved' });
    expect(receiver.received.map(({ url }) => url)).toEqual(['/hook']);
  });

  it('reads only the start of a long answer', async () => {
    const receiver = await startReceiver((response) => response.writeHead(500).end('x'.repeat(1024 * 1024)));
    servers.push(receiver.server);
    const result = await deliverWebhook(delivery(`${receiver.url}/hook`), development);
    expect(result.status).toBe(500);
    expect(result.responseSnippet).toBe('x'.repeat(WEBHOOK_RESPONSE_SNIPPET_CHARS));
  });

  it('gives up when no answer comes within the time allowed', async () => {
    const receiver = await startReceiver(() => undefined);
    servers.push(receiver.server);
    const options = { ...development, timeoutMs: 300 };
    const error = await rejectionOf(deliverWebhook(delivery(`${receiver.url}/hook`), options));
    expect(error).toBeInstanceOf(WebhookDeliveryError);
    expect(error).toMatchObject({ problem: 'timeout', message: 'No answer within 300 ms.' });
    expect(receiver.received).toHaveLength(1);
  });

  it('says so when the receiver refuses the connection', async () => {
    const receiver = await startReceiver(() => undefined);
    receiver.server.close();
    await once(receiver.server, 'close');
    const error = await rejectionOf(deliverWebhook(delivery(`${receiver.url}/hook`), development));
    expect(error).toMatchObject({ name: 'WebhookDeliveryError', problem: 'connection', message: `Connection refused by 127.0.0.1:${receiver.port}.` });
  });

  it('gives up on a lookup that does not answer in time, without connecting', async () => {
    const connect = recordingConnector();
    const options = { ...development, connect, resolve: () => new Promise<never>(() => undefined), allowedHosts: [], production: true, timeoutMs: 200 };
    const error = await rejectionOf(deliverWebhook(delivery('https://slow.stallplan-hooks.test/hook'), options));
    expect(error).toMatchObject({ name: 'WebhookDeliveryError', problem: 'timeout' });
    expect(connect.posts).toEqual([]);
  });

  describe('over https', () => {
    const systemAuthorities = getCACertificates('default');
    afterEach(() => setDefaultCACertificates(systemAuthorities));

    it("checks the certificate against the URL's name while connecting to the vetted address", async () => {
      setDefaultCACertificates([...systemAuthorities, localhostCertificate]);
      // The certificate names localhost only; the receiver listens on 127.0.0.2, which only the fake resolver knows.
      const receiver = await startReceiver((response) => response.writeHead(200).end('ok'), { host: '127.0.0.2', tls: true });
      servers.push(receiver.server);
      const options = { ...development, resolve: fakeResolver({ localhost: ['127.0.0.2'] }), allowedHosts: ['localhost'] };
      const result = await deliverWebhook(delivery(`https://localhost:${receiver.port}/hook`), options);
      expect(result).toMatchObject({ status: 200, responseSnippet: 'ok' });
      expect(receiver.received).toHaveLength(1);
    });

    it('refuses a receiver whose certificate does not verify', async () => {
      const receiver = await startReceiver((response) => response.writeHead(200).end(), { tls: true });
      servers.push(receiver.server);
      const error = await rejectionOf(deliverWebhook(delivery(`${receiver.url}/hook`), development));
      expect(error).toMatchObject({ name: 'WebhookDeliveryError', problem: 'connection' });
      expect(error.message).toMatch(/self-signed certificate/);
      expect(receiver.received).toEqual([]);
    });
  });
});
