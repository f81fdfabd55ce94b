import type { Job } from 'bullmq';
import { z } from 'zod';
import { OBJECT_ID_PATTERN } from '@stallplan/service-kit';

/** One try (and BullMQ's retries) at delivering a stored webhook delivery; the job carries only its id. */
export const SEND_WEBHOOK_JOB = 'send-webhook';
export const SEND_WEBHOOK_VERSION = 1;
/** The delivery queue, under notify's `REDIS_PREFIX`. */
export const WEBHOOK_DELIVERY_QUEUE = 'webhook-deliveries';
/** The custom backoff the delivery jobs name; the worker computes it (see domain/retry-schedule.ts). */
export const WEBHOOK_BACKOFF = 'webhook-retry';

export const sendWebhookPayloadSchema = z.object({
  version: z.literal(SEND_WEBHOOK_VERSION),
  deliveryId: z.string().regex(OBJECT_ID_PATTERN),
  /** The delivery's endpoint, so both are read at once. */
  endpointId: z.string().regex(OBJECT_ID_PATTERN),
  /** Asked for by the admin: one try, logged as a replay, whatever the delivery's status. */
  replay: z.boolean(),
});
export type SendWebhookPayload = z.infer<typeof sendWebhookPayloadSchema>;

export type SendWebhookJob = Job<SendWebhookPayload, void, typeof SEND_WEBHOOK_JOB>;

/** One job per delivery: a fan-out tried again adds nothing while it exists. */
export function sendWebhookJobId(deliveryId: string): string {
  return `webhook-${deliveryId}`;
}
