import { randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyWebhook } from '@stallplan/client';
import type { IssuedApiKey, IssuedWebhookEndpoint, WebhookDelivery } from '@stallplan/contracts';
import { adminToken, callOk, cleanupQuietly, createActiveVendor, enquiryTo, eventually, type TestVendor } from './fault-kit.js';
import { startTestStack, type TestStack } from './stack.js';

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * A receiver on 127.0.0.1 that answers requests mentioning `tag` with the next status of a script
 * (the last one repeats) and anything else with 200: events left on the shared queue by earlier
 * runs may reach it too, and only this test's enquiry counts.
 */
async function startReceiver(tag: string, statuses: number[]): Promise<{ url: string; received: Received[]; server: Server }> {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const ours = body.includes(tag);
      if (ours) received.push({ headers: request.headers, body });
      const status = !ours ? 200 : statuses.length > 1 ? statuses.shift()! : (statuses[0] ?? 200);
      response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhooks`, received, server };
}

describe('integrators: webhooks through the whole stack', () => {
  let stack: TestStack;
  let admin: string;
  let vendor: TestVendor;
  const servers: Server[] = [];

  beforeAll(async () => {
    // Retries a fifth of a second apart instead of 30 s, so the retried delivery settles within the test.
    stack = await startTestStack({ env: { WEBHOOK_RETRY_BASE_MS: '200' } });
    admin = await adminToken(stack);
    vendor = await createActiveVendor(stack, admin);
  });
  afterAll(async () => {
    for (const server of servers) server.closeAllConnections();
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
    await cleanupQuietly(stack);
  });

  async function issueKey(name: string): Promise<IssuedApiKey> {
    const body = { name, ownerEmail: 'dev@crm.example', scopes: ['webhooks:manage', 'contacts:read'] };
    return (await callOk<{ data: IssuedApiKey }>(stack, 'POST', '/api/admin/api-keys', { token: admin, body })).data;
  }

  /** Registers an endpoint as an integrator does: its key, the versioned path. */
  async function registerWithKey(secret: string, url: string): Promise<IssuedWebhookEndpoint> {
    const response = await fetch(`${stack.gatewayUrl}/api/v1/webhooks`, {
      method: 'POST',
      headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
      body: JSON.stringify({ url, events: ['enquiry.created'] }),
    });
    const answer = (await response.json()) as { data: IssuedWebhookEndpoint };
    expect(response.status, JSON.stringify(answer)).toBe(201);
    return answer.data;
  }

  async function sendEnquiry(tag: string): Promise<void> {
    await callOk(stack, 'POST', '/api/enquiry/send', { body: enquiryTo(vendor, tag) });
  }

  it('delivers enquiry.created to a registered endpoint, signed so the SDK verifies it, with contact details for contacts:read', async () => {
    const tag = randomBytes(4).toString('hex');
    const receiver = await startReceiver(tag, [200]);
    servers.push(receiver.server);
    const key = await issueKey(`Stack CRM ${tag}`);
    const { endpoint, secret } = await registerWithKey(key.secret, receiver.url);
    expect(endpoint.keyId).toBe(key.key.id);

    await sendEnquiry(tag);
    const [delivery] = await eventually('the signed delivery', async () => (receiver.received.length > 0 ? receiver.received : undefined));
    const event = await verifyWebhook({ secret, headers: delivery!.headers, body: delivery!.body });
    expect(event.type).toBe('enquiry.created');
    expect(event.data).toMatchObject({ vendorId: vendor.id, vendorName: vendor.name, exhibitionName: 'India Tech Expo', city: 'New Delhi' });
    expect(event.data.contact).toMatchObject({ email: `asha-${tag}@client.example`, company: `Fault Co ${tag}` });
    await expect(verifyWebhook({ secret: `whsec_${randomBytes(32).toString('base64')}`, headers: delivery!.headers, body: delivery!.body })).rejects.toThrow();
  });

  it('retries a receiver answering 500 until it answers 200, every attempt in the admin’s delivery log', async () => {
    const tag = randomBytes(4).toString('hex');
    const receiver = await startReceiver(tag, [500, 500, 200]);
    servers.push(receiver.server);
    const key = await issueKey(`Stack flaky CRM ${tag}`);
    const { endpoint, secret } = await registerWithKey(key.secret, receiver.url);

    await sendEnquiry(tag);
    const received = await eventually('three tries', async () => (receiver.received.length >= 3 ? receiver.received : undefined));
    const messageId = received[0]!.headers['webhook-id'];
    expect(received.map((request) => request.headers['webhook-id'])).toEqual([messageId, messageId, messageId]);
    for (const request of received) await verifyWebhook({ secret, headers: request.headers, body: request.body });

    const delivery = await eventually('the delivery logged as succeeded', async () => {
      const log = await callOk<{ data: WebhookDelivery[] }>(stack, 'GET', `/api/admin/webhooks/${endpoint.id}/deliveries`, { token: admin });
      const ours = log.data.find((entry) => entry.messageId === messageId);
      return ours?.status === 'succeeded' ? ours : undefined;
    });
    expect(delivery.attempts.map((attempt) => attempt.responseCode)).toEqual([500, 500, 200]);
    expect(delivery.attempts.every((attempt) => attempt.durationMs >= 0 && !attempt.replay)).toBe(true);
  });
});
