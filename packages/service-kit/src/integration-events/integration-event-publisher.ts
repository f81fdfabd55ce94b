import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { JobsOptions, Queue } from 'bullmq';
import { Redis } from 'ioredis';
import {
  INTEGRATION_EVENT_VERSION,
  integrationEventJobSchema,
  webhookContactSchema,
  webhookEventDataSchemas,
  type IntegrationEventJob,
  type WebhookContact,
  type WebhookEventData,
  type WebhookEventType,
} from '@stallplan/contracts';
import { settleWithin } from '../settle-within.js';
import { openIntegrationEventsQueue } from './integration-events-queue.js';

/**
 * Puts what happened on the integration-events queue, for notify to fan out to webhook endpoints.
 * Publishing never fails the request that caused the event: a refused payload or a slow or absent
 * Redis is logged and the event is dropped (see docs/integrations.md#webhook-events).
 */
export interface IntegrationEventPublisher {
  /** The event's id once the queue took it; null when it was refused or Redis did not take it in time. */
  publish<T extends WebhookEventType>(type: T, data: WebhookEventData<T>, contact?: WebhookContact): Promise<string | null>;
  /** Waits (briefly) for events still being added, then closes the queue. */
  close(): Promise<void>;
}

/** What the publisher uses of a BullMQ queue, so tests can hand it one that stalls or fails. */
export type IntegrationEventQueue = Pick<Queue<IntegrationEventJob>, 'add' | 'close'>;

export type PublisherLog = Pick<FastifyBaseLogger, 'error' | 'warn'>;

export interface PublisherOptions {
  /** How long a request waits for Redis to take the job; default 1 s. */
  waitMs?: number;
}

/** How long a request waits for Redis: the queue's connection waits for ever, the request must not. */
export const PUBLISH_WAIT_MS = 1_000;

/**
 * Completed and failed fan-outs are bookkeeping only (notify keeps the deliveries, and its unique
 * index stops an event fanned out twice); keep a bounded few. Each holds its event, contact details
 * included: 10,000 kept for a week held 20 MB of Redis after 10,000 plan saves, 1,000 still 0.9 MB.
 */
const JOB_OPTIONS: JobsOptions = {
  attempts: 5,
  backoff: { type: 'exponential', delay: 1_000 },
  removeOnComplete: { count: 200, age: 24 * 3600 },
  removeOnFail: { count: 10_000, age: 30 * 24 * 3600 },
};

export function newIntegrationEventId(): string {
  return `evt_${randomBytes(16).toString('base64url')}`;
}

/** The contact details given, blanks dropped; undefined when none is left. */
function givenContact(contact: WebhookContact | undefined): WebhookContact | undefined {
  if (!contact) return undefined;
  const given = Object.fromEntries(Object.entries(contact).filter(([, value]) => typeof value === 'string' && value.trim() !== ''));
  return Object.keys(given).length > 0 ? webhookContactSchema.parse(given) : undefined;
}

export function integrationEventPublisherOn(queue: IntegrationEventQueue, log: PublisherLog, options: PublisherOptions = {}): IntegrationEventPublisher {
  const waitMs = options.waitMs ?? PUBLISH_WAIT_MS;
  const pending = new Set<Promise<unknown>>();

  return {
    async publish(type, data, contact) {
      let job: IntegrationEventJob;
      try {
        // The event's own schema first: it refuses any field it does not name (a token, a link, an e-mail).
        const checkedData = webhookEventDataSchemas[type].parse(data) as Record<string, unknown>;
        const checkedContact = givenContact(contact);
        job = integrationEventJobSchema.parse({
          version: INTEGRATION_EVENT_VERSION,
          id: newIntegrationEventId(),
          type,
          occurredAt: new Date().toISOString(),
          data: checkedData,
          ...(checkedContact ? { contact: checkedContact } : {}),
        });
      } catch (error) {
        log.error({ err: error, eventType: type }, 'integration event refused by its schema; not published');
        return null;
      }
      const adding = queue.add(type, job, { ...JOB_OPTIONS, jobId: job.id });
      pending.add(adding);
      void adding.then(
        () => pending.delete(adding),
        () => pending.delete(adding),
      );
      try {
        await settleWithin(adding, waitMs, `the integration-events queue did not take the event within ${waitMs} ms`);
        return job.id;
      } catch (error) {
        // The add may still land once Redis answers; the request goes on either way.
        log.warn({ err: error, eventType: type, eventId: job.id }, 'integration event not queued in time');
        return null;
      }
    },

    async close() {
      if (pending.size > 0) {
        await settleWithin(Promise.allSettled([...pending]), waitMs, 'integration events still being added at close').catch((error: unknown) =>
          log.warn({ err: error }, 'closing with integration events not queued'),
        );
      }
      await queue.close();
    },
  };
}

export interface IntegrationEventPublisherOptions extends PublisherOptions {
  redisUrl: string;
  log: PublisherLog;
}

/** A publisher with its own Redis connection and BullMQ queue (INTEGRATION_EVENTS_QUEUE under INTEGRATION_EVENTS_PREFIX). */
export function createIntegrationEventPublisher({ redisUrl, log, ...options }: IntegrationEventPublisherOptions): IntegrationEventPublisher {
  // BullMQ's connection must wait for Redis rather than fail after a retry limit; publish bounds the wait.
  const connection = new Redis(redisUrl, { maxRetriesPerRequest: null, enableReadyCheck: false });
  connection.on('error', (error) => log.warn({ err: error }, 'integration-events redis connection problem'));
  const queue = openIntegrationEventsQueue(connection);
  const publisher = integrationEventPublisherOn(queue, log, options);
  return {
    publish: publisher.publish,
    async close() {
      await publisher.close();
      await connection.quit().catch(() => connection.disconnect());
    },
  };
}
