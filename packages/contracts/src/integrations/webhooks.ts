import { z } from 'zod';
import { eachOnce } from '../shared/each-once.js';
import { plainText } from '../shared/plain-text.js';

/** What an integrator can be told about, as it happens. */
export const WEBHOOK_EVENT_TYPES = [
  'enquiry.created',
  'vendor.approved',
  'brief.created',
  'bid.submitted',
  'brief.awarded',
  'review.approved',
  'quote.generated',
  'plan.saved',
  'plan.approved',
] as const;
export const webhookEventTypeSchema = z.enum(WEBHOOK_EVENT_TYPES, { error: () => `Event must be one of: ${WEBHOOK_EVENT_TYPES.join(', ')}.` });
export type WebhookEventType = z.infer<typeof webhookEventTypeSchema>;

export const WEBHOOK_URL_MAX = 2_000;

/**
 * Where deliveries go. HTTPS only; whether the host is public is checked when each delivery is
 * made (a name can be pointed elsewhere after it was registered), see docs/integrations.md#webhook-targets.
 */
export const webhookUrlSchema = z
  .string({ error: 'Webhook URL must be text.' })
  .trim()
  .min(1, 'Webhook URL is required.')
  .max(WEBHOOK_URL_MAX, `Webhook URL must be at most ${WEBHOOK_URL_MAX} characters.`)
  .pipe(z.url({ protocol: /^https?$/, error: 'Webhook URL must be an https:// address.' }));

const eventsField = eachOnce(
  z.array(webhookEventTypeSchema, { error: 'Events must be a list.' }).min(1, 'Choose at least one event.').max(WEBHOOK_EVENT_TYPES.length),
  'Each event may be listed once.',
);

/** What an integrator registers with its key (the key is the owner). */
export const webhookEndpointCreateSchema = z.strictObject({
  url: webhookUrlSchema,
  events: eventsField,
  description: plainText('Description', 200).optional(),
});
export type WebhookEndpointCreate = z.input<typeof webhookEndpointCreateSchema>;

/** What the admin registers: the same, for a key of their choosing. */
export const adminWebhookEndpointCreateSchema = webhookEndpointCreateSchema.extend({
  keyId: z.string().regex(/^[a-f0-9]{24}$/, 'Key id must be the id of an API key.'),
});
export type AdminWebhookEndpointCreate = z.input<typeof adminWebhookEndpointCreateSchema>;

export const webhookEndpointSchema = z.object({
  id: z.string(),
  keyId: z.string(),
  keyName: z.string(),
  url: z.string(),
  events: z.array(webhookEventTypeSchema),
  description: z.string(),
  /** The start of the signing secret, so the integrator can tell which one is current. */
  secretStart: z.string(),
  createdAt: z.iso.datetime(),
  secretRotatedAt: z.iso.datetime().nullable(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

/** Registering an endpoint or rotating its secret: the only time the secret is shown. */
export const issuedWebhookEndpointSchema = z.object({ endpoint: webhookEndpointSchema, secret: z.string().startsWith('whsec_') });
export type IssuedWebhookEndpoint = z.infer<typeof issuedWebhookEndpointSchema>;

export const webhookDeliveryStatusSchema = z.enum(['pending', 'retrying', 'succeeded', 'failed']);
export type WebhookDeliveryStatus = z.infer<typeof webhookDeliveryStatusSchema>;

/** One try at delivering; every try is kept. */
export const webhookAttemptSchema = z.object({
  at: z.iso.datetime(),
  /** The receiver's status code; null when no answer came (refused target, timeout, connection error). */
  responseCode: z.number().int().nullable(),
  durationMs: z.number().int().nonnegative(),
  error: z.string().nullable(),
  /** True when the admin asked for this try. */
  replay: z.boolean(),
});
export type WebhookAttempt = z.infer<typeof webhookAttemptSchema>;

export const webhookDeliverySchema = z.object({
  id: z.string(),
  endpointId: z.string(),
  /** The `webhook-id` header: the same on every try, so a receiver can drop repeats. */
  messageId: z.string(),
  eventType: webhookEventTypeSchema,
  status: webhookDeliveryStatusSchema,
  attempts: z.array(webhookAttemptSchema),
  createdAt: z.iso.datetime(),
  nextAttemptAt: z.iso.datetime().nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

/** The JSON body each endpoint receives (Standard Webhooks' shape). */
export const webhookEventBodySchema = z.object({
  type: webhookEventTypeSchema,
  timestamp: z.iso.datetime(),
  data: z.record(z.string(), z.unknown()),
});
export type WebhookEventBody = z.infer<typeof webhookEventBodySchema>;
