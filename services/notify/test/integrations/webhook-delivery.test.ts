import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Queue } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { INTEGRATION_EVENTS_PREFIX, verifyWebhook, type IntegrationEventJob, type WebhookDelivery } from '@stallplan/contracts';
import { adminHeaders, buildNotify, eventually, notifyInternals } from '../helper.js';
import { issueKey, keyHeaders, registerEndpoint, WebhookReceiver } from './integration-helpers.js';

function enquiryEvent(): IntegrationEventJob {
  return {
    version: 1,
    id: `evt_${randomBytes(8).toString('hex')}`,
    type: 'enquiry.created',
    occurredAt: new Date().toISOString(),
    data: {
      enquiryId: randomBytes(12).toString('hex'),
      vendorId: null,
      vendorName: 'Bright Booths',
      exhibitionName: 'India Tech Expo',
      createdAt: new Date().toISOString(),
    },
    contact: { name: 'Asha Rao', email: 'asha@client.example', phone: '+91 98765 43210', company: 'Acme' },
  };
}

describe('webhook deliveries', () => {
  const eventsQueueName = `integration-events-${randomBytes(4).toString('hex')}`;
  let app: FastifyInstance;
  let events: Queue<IntegrationEventJob>;
  const receivers: WebhookReceiver[] = [];
  const receiver = async (statuses?: number[]) => {
    const started = await WebhookReceiver.start(statuses);
    receivers.push(started);
    return started;
  };

  beforeAll(async () => {
    app = await buildNotify({ INTEGRATION_EVENTS_QUEUE: eventsQueueName, WEBHOOK_RETRY_BASE_MS: '50', WEBHOOK_RETRY_WINDOW_MS: '60000' });
    // As a producer does, but leaving the queue's settings (its event stream's length) to notify's.
    events = new Queue(eventsQueueName, { connection: { url: inject('redisUrl') }, prefix: INTEGRATION_EVENTS_PREFIX, skipMetasUpdate: true });
  });
  afterAll(async () => {
    await events?.close();
    await app?.close();
    await Promise.all(receivers.map((started) => started.stop()));
  });

  /** Puts an event on the queue as a producing service does, and waits until notify has fanned it out. */
  async function publish(event: IntegrationEventJob, jobId = event.id): Promise<void> {
    const job = await events.add(event.type, event, { jobId });
    await eventually(async () => ((await job.getState()) === 'completed' ? true : undefined));
  }

  async function deliveriesOf(endpointId: string): Promise<WebhookDelivery[]> {
    const res = await app.inject({ method: 'GET', url: `/api/admin/webhooks/${endpointId}/deliveries`, headers: await adminHeaders() });
    return res.json().data as WebhookDelivery[];
  }

  async function settled(endpointId: string, status: WebhookDelivery['status'], attempts = 1): Promise<WebhookDelivery> {
    return eventually(async () => {
      const [delivery] = await deliveriesOf(endpointId);
      return delivery?.status === status && delivery.attempts.length >= attempts ? delivery : undefined;
    });
  }

  it('fan an event out to each subscribed endpoint, signed, with contact details only for contacts:read', async () => {
    const withContacts = await issueKey(app, ['webhooks:manage', 'contacts:read']);
    const without = await issueKey(app, ['webhooks:manage']);
    const [first, second] = [await receiver(), await receiver()];
    const a = await registerEndpoint(app, withContacts.key.id, first.url, ['enquiry.created']);
    const b = await registerEndpoint(app, without.key.id, second.url, ['enquiry.created', 'plan.saved']);
    const event = enquiryEvent();

    await publish(event);
    await settled(a.endpoint.id, 'succeeded');
    const delivered = await settled(b.endpoint.id, 'succeeded');
    expect(delivered.attempts).toEqual([expect.objectContaining({ responseCode: 200, error: null, replay: false })]);

    const [toFirst] = first.received;
    const [toSecond] = second.received;
    const bodyA = await verifyWebhook({ secret: a.secret, headers: toFirst!.headers, body: toFirst!.body });
    const bodyB = await verifyWebhook({ secret: b.secret, headers: toSecond!.headers, body: toSecond!.body });
    expect(bodyA).toEqual({ type: 'enquiry.created', timestamp: event.occurredAt, data: { ...event.data, contact: event.contact } });
    expect(bodyB).toEqual({ type: 'enquiry.created', timestamp: event.occurredAt, data: event.data });
    expect(toSecond!.body).not.toContain('asha@client.example');
    // Each endpoint's own secret: the other's does not verify.
    await expect(verifyWebhook({ secret: b.secret, headers: toFirst!.headers, body: toFirst!.body })).rejects.toThrow(/signature/);
    expect(toFirst!.headers['webhook-id']).toMatch(/^msg_/);
  });

  it('store one delivery per event and endpoint, however often the fan-out runs, and none for a revoked key or another event', async () => {
    const active = await issueKey(app, ['webhooks:manage']);
    const revoked = await issueKey(app, ['webhooks:manage']);
    const [live, silent, other] = [await receiver(), await receiver(), await receiver()];
    const subscribed = await registerEndpoint(app, active.key.id, live.url, ['enquiry.created']);
    const ofRevoked = await registerEndpoint(app, revoked.key.id, silent.url, ['enquiry.created']);
    const elsewhere = await registerEndpoint(app, active.key.id, other.url, ['brief.awarded']);
    await app.inject({ method: 'POST', url: `/api/admin/api-keys/${revoked.key.id}/revoke`, headers: await adminHeaders() });

    const event = enquiryEvent();
    await publish(event);
    // The same event fanned out again (a retried job under another id) finds the delivery it stored.
    await publish(event, `${event.id}-again`);
    await settled(subscribed.endpoint.id, 'succeeded');
    expect(await deliveriesOf(subscribed.endpoint.id)).toHaveLength(1);
    expect(live.received).toHaveLength(1);
    expect(await deliveriesOf(ofRevoked.endpoint.id)).toEqual([]);
    expect(await deliveriesOf(elsewhere.endpoint.id)).toEqual([]);
    expect(silent.received).toEqual([]);
    expect(other.received).toEqual([]);
  });

  it('retry a receiver answering 500 until it answers 200, logging every try under one webhook-id', async () => {
    const { key } = await issueKey(app, ['webhooks:manage']);
    const flaky = await receiver([500, 500, 200]);
    const { endpoint, secret } = await registerEndpoint(app, key.id, flaky.url, ['enquiry.created']);

    await publish(enquiryEvent());
    const delivery = await settled(endpoint.id, 'succeeded', 3);
    expect(delivery.attempts.map((attempt) => attempt.responseCode)).toEqual([500, 500, 200]);
    expect(delivery.attempts[0]).toMatchObject({ error: 'The endpoint answered 500.', replay: false });
    expect(delivery.nextAttemptAt).toBeNull();
    expect(new Set(flaky.received.map((request) => request.headers['webhook-id']))).toEqual(new Set([delivery.messageId]));
    for (const request of flaky.received) await verifyWebhook({ secret, headers: request.headers, body: request.body });
  });

  it('mark a delivery failed once its retries are spent', async () => {
    const shortWindow = await buildNotify({
      INTEGRATION_EVENTS_QUEUE: `${eventsQueueName}-short`,
      WEBHOOK_RETRY_BASE_MS: '50',
      WEBHOOK_RETRY_WINDOW_MS: '100',
    });
    const shortEvents = new Queue<IntegrationEventJob>(`${eventsQueueName}-short`, {
      connection: { url: inject('redisUrl') },
      prefix: INTEGRATION_EVENTS_PREFIX,
    });
    try {
      const { key } = await issueKey(shortWindow, ['webhooks:manage']);
      const down = await receiver([503]);
      const { endpoint } = await registerEndpoint(shortWindow, key.id, down.url, ['enquiry.created']);
      await shortEvents.add('enquiry.created', enquiryEvent());
      // 50 ms, then 100 ms would pass the 100 ms window: two tries in all.
      const delivery = await eventually(async () => {
        const res = await shortWindow.inject({ method: 'GET', url: `/api/admin/webhooks/${endpoint.id}/deliveries`, headers: await adminHeaders() });
        const [found] = res.json().data as WebhookDelivery[];
        return found?.status === 'failed' ? found : undefined;
      });
      expect(delivery.attempts.map((attempt) => attempt.responseCode)).toEqual([503, 503]);
      expect(delivery.nextAttemptAt).toBeNull();
    } finally {
      await shortEvents.close();
      await shortWindow.close();
    }
  });

  it('fail at once, with no retry, when the target is a refused address', async () => {
    const { key } = await issueKey(app, ['webhooks:manage']);
    // Stored directly: registration refuses it, but a name can point anywhere by delivery time. No connection is opened.
    const stored = await notifyInternals(app).integrations.endpoints.create({
      keyId: key.id,
      url: 'https://10.0.0.1/hooks',
      events: ['enquiry.created'],
      description: '',
      secret: `whsec_${randomBytes(32).toString('base64')}`,
    });
    await publish(enquiryEvent());
    const delivery = await settled(stored._id.toHexString(), 'failed');
    expect(delivery.attempts).toHaveLength(1);
    expect(delivery.attempts[0]).toMatchObject({ responseCode: null });
    expect(delivery.attempts[0]!.error).toMatch(/private address/);
  });

  it('replay a delivery from the admin area with the same webhook-id, after success, logged as a replay', async () => {
    const { key } = await issueKey(app, ['webhooks:manage']);
    const target = await receiver();
    const { endpoint, secret } = await registerEndpoint(app, key.id, target.url, ['enquiry.created']);
    await publish(enquiryEvent());
    const delivery = await settled(endpoint.id, 'succeeded');

    const res = await app.inject({ method: 'POST', url: `/api/admin/webhook-deliveries/${delivery.id}/replay`, headers: await adminHeaders() });
    expect(res.statusCode).toBe(202);
    expect(res.json().data.id).toBe(delivery.id);
    const replayed = await settled(endpoint.id, 'succeeded', 2);
    expect(replayed.attempts.map((attempt) => attempt.replay)).toEqual([false, true]);
    expect(target.received).toHaveLength(2);
    expect(target.received[1]!.headers['webhook-id']).toBe(delivery.messageId);
    expect(target.received[1]!.body).toBe(target.received[0]!.body);
    await verifyWebhook({ secret, headers: target.received[1]!.headers, body: target.received[1]!.body });

    // The integrator sees the same log under its key.
    const own = await app.inject({ method: 'GET', url: `/api/webhooks/${endpoint.id}/deliveries`, headers: await keyHeaders(key.id) });
    expect((own.json().data as WebhookDelivery[])[0]?.attempts).toHaveLength(2);
  });

  it('stop a delivery still being retried once its key is revoked, though its endpoint was read before', async () => {
    const { key } = await issueKey(app, ['webhooks:manage']);
    const down = await receiver([500]);
    const { endpoint } = await registerEndpoint(app, key.id, down.url, ['enquiry.created']);
    await publish(enquiryEvent());
    await settled(endpoint.id, 'retrying');

    const revoked = await app.inject({ method: 'POST', url: `/api/admin/api-keys/${key.id}/revoke`, headers: await adminHeaders() });
    expect(revoked.statusCode).toBe(200);
    const delivery = await settled(endpoint.id, 'failed');
    const tried = delivery.attempts.filter((attempt) => attempt.responseCode === 500);
    expect(tried.length).toBeGreaterThanOrEqual(1);
    expect(delivery.attempts.at(-1)).toMatchObject({ responseCode: null, error: 'Not sent: the key was revoked.' });
    // Every try but the last reached the receiver; none after the revocation.
    expect(down.received).toHaveLength(tried.length);
    expect(delivery.attempts).toHaveLength(tried.length + 1);
  });

  it('sign with the new secret the first delivery after a rotation, though the endpoint was delivered to before', async () => {
    const { key } = await issueKey(app, ['webhooks:manage']);
    const target = await receiver();
    const { endpoint, secret: oldSecret } = await registerEndpoint(app, key.id, target.url, ['enquiry.created']);
    await publish(enquiryEvent());
    await settled(endpoint.id, 'succeeded');
    expect(String(target.received[0]!.headers['webhook-signature']).split(' ')).toHaveLength(1);

    const rotated = await app.inject({ method: 'POST', url: `/api/admin/webhooks/${endpoint.id}/rotate-secret`, headers: await adminHeaders() });
    const newSecret = rotated.json().data.secret as string;
    await publish(enquiryEvent());
    await eventually(async () => (target.received.length === 2 ? true : undefined));
    const after = target.received[1]!;
    expect(String(after.headers['webhook-signature']).split(' ')).toHaveLength(2);
    await verifyWebhook({ secret: newSecret, headers: after.headers, body: after.body });
    await verifyWebhook({ secret: oldSecret, headers: after.headers, body: after.body });
  });

  it('sign with both secrets for a day after a rotation, so either verifies', async () => {
    const { key } = await issueKey(app, ['webhooks:manage']);
    const target = await receiver();
    const { endpoint, secret: oldSecret } = await registerEndpoint(app, key.id, target.url, ['enquiry.created']);
    const rotated = await app.inject({ method: 'POST', url: `/api/admin/webhooks/${endpoint.id}/rotate-secret`, headers: await adminHeaders() });
    const newSecret = rotated.json().data.secret as string;

    await publish(enquiryEvent());
    await settled(endpoint.id, 'succeeded');
    const [request] = target.received;
    expect(String(request!.headers['webhook-signature']).split(' ')).toHaveLength(2);
    await verifyWebhook({ secret: newSecret, headers: request!.headers, body: request!.body });
    await verifyWebhook({ secret: oldSecret, headers: request!.headers, body: request!.body });
  });

  it('keep the event stream of the queue short, since nothing reads it', async () => {
    const burst = Array.from({ length: 300 }, () => enquiryEvent());
    const jobs = await events.addBulk(burst.map((event) => ({ name: event.type, data: event, opts: { jobId: event.id } })));
    await eventually(async () => ((await Promise.all(jobs.map((job) => job.getState()))).every((state) => state === 'completed') ? true : undefined));
    // Each job logs four or five steps: 1,200 or more entries kept, were the stream not capped at 100
    // (trimmed a node of 100 at a time, so up to 200).
    const kept = await notifyInternals(app).redis.xlen(`${INTEGRATION_EVENTS_PREFIX}:${eventsQueueName}:events`);
    expect(kept).toBeGreaterThan(0);
    expect(kept).toBeLessThanOrEqual(200);
  });
});
