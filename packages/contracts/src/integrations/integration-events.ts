import { z } from 'zod';
import { webhookEventTypeSchema } from './webhooks.js';

/**
 * Every service puts what happened on this BullMQ queue; notify owns it, fans each event out to the
 * endpoints subscribed to it and delivers. The producer never waits for delivery.
 */
export const INTEGRATION_EVENTS_QUEUE = 'integration-events';
export const INTEGRATION_EVENTS_PREFIX = 'integrations';
export const INTEGRATION_EVENT_VERSION = 1;

const fields = z.record(z.string(), z.unknown());

export const integrationEventJobSchema = z.object({
  version: z.literal(INTEGRATION_EVENT_VERSION),
  /** `evt_` and a random id; also the job id, so publishing the same event twice queues it once. */
  id: z.string().regex(/^evt_[A-Za-z0-9_-]{8,64}$/),
  type: webhookEventTypeSchema,
  occurredAt: z.iso.datetime(),
  /** Ids and public fields only. */
  data: fields,
  /** An exhibitor's contact details; delivered only to endpoints whose key has `contacts:read`. */
  contact: fields.optional(),
});
export type IntegrationEventJob = z.infer<typeof integrationEventJobSchema>;
