import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { Queue } from 'bullmq';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { INTEGRATION_EVENTS_PREFIX, type IntegrationEventJob } from '@stallplan/contracts';
import { buildNotify, eventually, notifyInternals } from '../helper.js';
import { issueKey, registerEndpoint, WebhookReceiver } from './integration-helpers.js';

/** A receiver that takes every request and never answers: each try lasts the whole timeout. */
async function startSilentReceiver(): Promise<{ server: Server; url: string; requests: () => number }> {
  let requests = 0;
  const server = createServer(() => {
    requests += 1;
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`, requests: () => requests };
}

function event(type: IntegrationEventJob['type']): IntegrationEventJob {
  const now = new Date().toISOString();
  const data =
    type === 'plan.saved'
      ? { planId: randomBytes(12).toString('hex'), version: 1, total: 318_600, savedAt: now }
      : { enquiryId: randomBytes(12).toString('hex'), vendorId: null, vendorName: 'Bright Booths', exhibitionName: 'India Tech Expo', createdAt: now };
  return { version: 1, id: `evt_${randomBytes(8).toString('hex')}`, type, occurredAt: now, data };
}

describe('webhook delivery between keys', () => {
  const eventsQueueName = `integration-events-${randomBytes(4).toString('hex')}`;
  const TIMEOUT_MS = 4_000;
  let app: FastifyInstance;
  let events: Queue<IntegrationEventJob>;
  let silent: Awaited<ReturnType<typeof startSilentReceiver>>;
  let fast: WebhookReceiver;

  beforeAll(async () => {
    // Four workers, one kept from any single key, each try waiting up to four seconds.
    app = await buildNotify({
      INTEGRATION_EVENTS_QUEUE: eventsQueueName,
      REDIS_PREFIX: `notify-fair-${randomBytes(4).toString('hex')}`,
      WEBHOOK_CONCURRENCY: '4',
      WEBHOOK_RESERVED_WORKERS: '1',
      WEBHOOK_TIMEOUT_MS: String(TIMEOUT_MS),
    });
    events = new Queue(eventsQueueName, { connection: { url: inject('redisUrl') }, prefix: INTEGRATION_EVENTS_PREFIX });
    silent = await startSilentReceiver();
    fast = await WebhookReceiver.start();
  });
  afterAll(async () => {
    await events?.close();
    await app?.close();
    silent?.server.closeAllConnections();
    silent?.server.close();
    await fast?.stop();
  });

  it("gets another key's delivery through at once while one key's endpoints hold their share of the workers", async () => {
    const slowKey = await issueKey(app, ['webhooks:manage'], 'Slow CRM');
    const fastKey = await issueKey(app, ['webhooks:manage'], 'Quick CRM');
    const slowEndpoints = [];
    for (let index = 0; index < 6; index += 1)
      slowEndpoints.push((await registerEndpoint(app, slowKey.key.id, `${silent.url}/${index}`, ['plan.saved'])).endpoint.id);
    await registerEndpoint(app, fastKey.key.id, fast.url, ['enquiry.created']);

    await events.add('plan.saved', event('plan.saved'));
    // The slow key's share is in flight: three of the four workers wait on its silent endpoints.
    await eventually(async () => (silent.requests() >= 3 ? true : undefined));
    await events.add('enquiry.created', event('enquiry.created'));
    await eventually(async () => (fast.received.length > 0 ? true : undefined), TIMEOUT_MS * 3);
    // It arrived while every slow try was still waiting on its endpoint (none has been logged yet),
    // and the slow key never took more than its share: the fourth worker stayed free for it.
    const slowAttempts = await notifyInternals(app)
      .integrations.deliveries.find({ eventType: 'plan.saved', 'attempts.0': { $exists: true } })
      .countDocuments();
    expect(slowAttempts).toBe(0);
    expect(silent.requests()).toBe(3);
  });
});

/** A receiver that answers each request after `holdMs`, counting the most it held at once. */
async function startHoldingReceiver(holdMs: number): Promise<{ server: Server; url: string; received: () => number; mostAtOnce: () => number }> {
  let received = 0;
  let atOnce = 0;
  let most = 0;
  const server = createServer((request, response) => {
    request.resume();
    atOnce += 1;
    most = Math.max(most, atOnce);
    setTimeout(() => {
      atOnce -= 1;
      received += 1;
      response.writeHead(200).end();
    }, holdMs);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`, received: () => received, mostAtOnce: () => most };
}

describe("a key's deliveries beyond its share", () => {
  const eventsQueueName = `integration-events-${randomBytes(4).toString('hex')}`;
  const redisPrefix = `notify-park-${randomBytes(4).toString('hex')}`;
  let app: FastifyInstance;
  let events: Queue<IntegrationEventJob>;
  let receiver: Awaited<ReturnType<typeof startHoldingReceiver>>;

  beforeAll(async () => {
    // Four workers, one kept from any single key: a key alone holds three.
    app = await buildNotify({ INTEGRATION_EVENTS_QUEUE: eventsQueueName, REDIS_PREFIX: redisPrefix, WEBHOOK_CONCURRENCY: '4', WEBHOOK_RESERVED_WORKERS: '1' });
    events = new Queue(eventsQueueName, { connection: { url: inject('redisUrl') }, prefix: INTEGRATION_EVENTS_PREFIX });
    receiver = await startHoldingReceiver(40);
  });
  afterAll(async () => {
    await events?.close();
    await app?.close();
    receiver?.server.closeAllConnections();
    receiver?.server.close();
  });

  it("wait parked and are woken one by one as the key's deliveries end, never more than its share at once", async () => {
    const { key } = await issueKey(app, ['webhooks:manage']);
    for (let index = 0; index < 5; index += 1) await registerEndpoint(app, key.id, `${receiver.url}/${index}`, ['plan.saved']);
    for (let index = 0; index < 6; index += 1) await events.add('plan.saved', event('plan.saved'));

    // 30 deliveries, three at a time: parked ones left to come back on their own would take 30 s.
    await eventually(async () => (receiver.received() === 30 ? true : undefined), 15_000);
    expect(receiver.mostAtOnce()).toBe(3);
    const redis = notifyInternals(app).redis;
    expect(await redis.llen(`${redisPrefix}:webhook-slots:parked:${key.id}`)).toBe(0);
  });
});
