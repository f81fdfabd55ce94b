import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Job, Queue, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import { INTEGRATION_EVENTS_PREFIX } from '@stallplan/contracts';
import { recordJobMetrics, UNFOLLOWED_EVENT_STREAM, watchQueueDepth } from '@stallplan/service-kit/queues';
import type { NotifyConfig } from '../../config.js';
import { deliverWebhook, resolveHost, WebhookDeliveryError } from '../deliver-webhook.js';
import { retryAttempts, retryDelayMs, type RetrySchedule } from '../domain/retry-schedule.js';
import { createFanOutHandler } from '../jobs/fan-out-event.handler.js';
import { redisDeliverySlots } from '../delivery-slots.js';
import { createSendWebhookHandler } from '../jobs/send-webhook.handler.js';
import {
  SEND_WEBHOOK_JOB,
  SEND_WEBHOOK_VERSION,
  sendWebhookJobId,
  WEBHOOK_BACKOFF,
  WEBHOOK_DELIVERY_QUEUE,
  type SendWebhookPayload,
} from '../jobs/send-webhook.js';

export interface WebhookDelivery {
  /** Queues one extra try of a delivery now, logged as a replay. */
  replay(delivery: { id: string; endpointId: string }): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    webhookDelivery: WebhookDelivery;
  }
}

/** Completed jobs are bookkeeping (the delivery record holds every try); keep a few for inspection. */
const KEEP_COMPLETED = { count: 1000, age: 24 * 3600 };
const KEEP_FAILED = { count: 5000, age: 30 * 24 * 3600 };
/** A parked delivery comes back on its own after this long if the wake meant for it was lost with a process. */
const PARKED_MS = 30_000;
/** Fan-outs are quick Mongo work; a few at once keep up with every producer. */
const FAN_OUT_CONCURRENCY = 4;

function bullConnection(url: string): Redis {
  // BullMQ's blocking commands must wait for Redis rather than fail after a retry limit.
  return new Redis(url, { maxRetriesPerRequest: null, enableReadyCheck: false });
}

/**
 * Integration events in, signed deliveries out (docs/integrations.md#webhook-events): one worker
 * fans each event from the shared integration-events queue out to stored deliveries, another
 * sends them with retries on the webhook schedule. Both start with the app and close with it.
 */
async function webhookDelivery(fastify: FastifyInstance, { config }: { config: NotifyConfig }) {
  const models = fastify.integrations;
  const schedule: RetrySchedule = { baseMs: config.WEBHOOK_RETRY_BASE_MS, windowMs: config.WEBHOOK_RETRY_WINDOW_MS };
  const attempts = retryAttempts(schedule);
  const production = config.NODE_ENV === 'production';

  const connections = [0, 1, 2, 3].map(() => bullConnection(config.REDIS_URL));
  for (const connection of connections) {
    connection.on('error', (error) => fastify.log.warn({ err: error }, 'webhook queue redis connection problem'));
  }
  const [deliveryQueueConnection, deliveryWorkerConnection, eventsQueueConnection, eventsWorkerConnection] = connections as [Redis, Redis, Redis, Redis];

  const deliveryQueue = new Queue<SendWebhookPayload>(WEBHOOK_DELIVERY_QUEUE, {
    connection: deliveryQueueConnection,
    prefix: config.REDIS_PREFIX,
    streams: UNFOLLOWED_EVENT_STREAM,
    defaultJobOptions: { removeOnComplete: KEEP_COMPLETED, removeOnFail: KEEP_FAILED },
  });
  // Only for the depth metric: producers add the events, this worker takes them.
  const eventsQueue = new Queue(config.INTEGRATION_EVENTS_QUEUE, {
    connection: eventsQueueConnection,
    prefix: INTEGRATION_EVENTS_PREFIX,
    streams: UNFOLLOWED_EVENT_STREAM,
  });

  async function enqueue(deliveries: ReadonlyArray<{ id: string; endpointId: string }>): Promise<void> {
    await deliveryQueue.addBulk(
      deliveries.map(({ id, endpointId }) => ({
        name: SEND_WEBHOOK_JOB,
        data: { version: SEND_WEBHOOK_VERSION, deliveryId: id, endpointId, replay: false },
        opts: { jobId: sendWebhookJobId(id), attempts, backoff: { type: WEBHOOK_BACKOFF } },
      })),
    );
  }

  const sendHandler = createSendWebhookHandler({
    models,
    endpointReads: fastify.endpointReads,
    schedule,
    send: (request) =>
      deliverWebhook(request, { resolve: resolveHost, allowedHosts: config.WEBHOOK_ALLOWED_HOSTS, production, timeoutMs: config.WEBHOOK_TIMEOUT_MS }),
    isRefusedTarget: (error) => error instanceof WebhookDeliveryError && error.problem === 'refused',
    slots: redisDeliverySlots(fastify.redis, config.REDIS_PREFIX, {
      workers: config.WEBHOOK_CONCURRENCY,
      reserve: Math.min(config.WEBHOOK_RESERVED_WORKERS, config.WEBHOOK_CONCURRENCY - 1),
      floor: 1,
      perEndpoint: config.WEBHOOK_ENDPOINT_IN_FLIGHT,
      // A try lasts at most the timeout; a holder older than twice that belonged to a process that died.
      staleAfterMs: 2 * config.WEBHOOK_TIMEOUT_MS + 5_000,
    }),
    promote: async (jobId) => {
      const job = await Job.fromId(deliveryQueue, jobId);
      if (!job) return false;
      // Refused when it is no longer delayed: done, failed, or already back in the queue.
      return job.promote().then(
        () => true,
        () => false,
      );
    },
    parkedMs: PARKED_MS,
  });
  const deliveryWorker = new Worker<SendWebhookPayload, void, typeof SEND_WEBHOOK_JOB>(WEBHOOK_DELIVERY_QUEUE, sendHandler, {
    connection: deliveryWorkerConnection,
    prefix: config.REDIS_PREFIX,
    concurrency: config.WEBHOOK_CONCURRENCY,
    settings: { backoffStrategy: (attemptsMade) => retryDelayMs(attemptsMade, schedule) },
  });
  const eventsWorker = new Worker<unknown, number>(config.INTEGRATION_EVENTS_QUEUE, createFanOutHandler({ models, enqueue }), {
    connection: eventsWorkerConnection,
    prefix: INTEGRATION_EVENTS_PREFIX,
    concurrency: FAN_OUT_CONCURRENCY,
  });

  deliveryWorker.on('failed', (job, error) => {
    fastify.log.info({ err: error, jobId: job?.id, attemptsMade: job?.attemptsMade }, 'webhook try failed');
  });
  eventsWorker.on('failed', (job, error) => fastify.log.warn({ err: error, jobId: job?.id }, 'integration event fan-out failed'));
  for (const worker of [deliveryWorker, eventsWorker]) worker.on('error', (error) => fastify.log.error({ err: error }, 'webhook worker problem'));
  recordJobMetrics(fastify.metrics, deliveryWorker);
  recordJobMetrics(fastify.metrics, eventsWorker);
  watchQueueDepth(fastify.metrics, [deliveryQueue, eventsQueue]);

  await Promise.all([deliveryQueue.waitUntilReady(), eventsQueue.waitUntilReady(), deliveryWorker.waitUntilReady(), eventsWorker.waitUntilReady()]);

  fastify.decorate('webhookDelivery', {
    async replay({ id, endpointId }) {
      await deliveryQueue.add(
        SEND_WEBHOOK_JOB,
        { version: SEND_WEBHOOK_VERSION, deliveryId: id, endpointId, replay: true },
        { jobId: `${sendWebhookJobId(id)}-replay-${randomBytes(6).toString('hex')}`, attempts: 1 },
      );
    },
  } satisfies WebhookDelivery);

  fastify.addHook('onClose', async () => {
    await Promise.all([eventsWorker.close(), deliveryWorker.close()]);
    await Promise.all([eventsQueue.close(), deliveryQueue.close()]);
    await Promise.all(connections.map((connection) => connection.quit().catch(() => connection.disconnect())));
  });
}

export const webhookDeliveryPlugin = fp(webhookDelivery, {
  name: 'webhook-delivery',
  fastify: '5.x',
  dependencies: ['integration-store'],
});
