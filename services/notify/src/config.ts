import { z } from 'zod';
import { INTEGRATION_EVENTS_QUEUE } from '@stallplan/contracts';
import { dataServiceConfigShape, refuseSharedTokenSecrets } from '@stallplan/service-kit';

function count(min: number, max: number, fallback: number) {
  return z.coerce.number().int().min(min).max(max).default(fallback);
}

export const notifyConfigSchema = z
  .object({
    ...dataServiceConfigShape(5105),
    /** Unset: every message stays in the outbox (`held`) for the admin to read, and nothing is queued. */
    SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
    MAIL_FROM: z.string().default('StallPlan <no-reply@stallplan.local>'),
    ADMIN_EMAIL: z.email().default('admin@stallplan.local'),
    /** The address people open StallPlan at (the gateway): the "not me" link in mails about saved plans starts with it. */
    PUBLIC_BASE_URL: z
      .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
      .default('http://localhost:5000')
      .transform((url) => url.replace(/\/+$/, '')),
    /** The quotes service, which prices a finished plan for the admin's mail (docs/quote-model.md#authority). */
    QUOTES_URL: z
      .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
      .transform((url) => url.replace(/\/+$/, ''))
      .optional(),
    /** Who reads stall requirements submissions; the admin unless set. */
    TEAM_EMAIL: z.email().optional(),
    /** The BullMQ queue's name and the prefix of every Redis key notify writes (tests use their own). */
    MAIL_QUEUE: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be a plain name')
      .default('mail'),
    REDIS_PREFIX: z
      .string()
      .regex(/^[A-Za-z0-9_:-]{1,64}$/, 'must be a plain prefix')
      .default('notify'),
    MAIL_ATTEMPTS: count(1, 50, 8),
    /** First retry delay; each later one doubles it (8 attempts ≈ 4 minutes of retrying at 2 s). */
    MAIL_BACKOFF_MS: count(10, 3_600_000, 2_000),
    MAIL_CONCURRENCY: count(1, 50, 4),
    /** How long one SMTP conversation may take before the attempt counts as failed. */
    SMTP_TIMEOUT_MS: count(500, 120_000, 15_000),
    /** How often messages stored as queued but missing from Redis are put back on the queue. */
    MAIL_REQUEUE_INTERVAL_MS: count(1_000, 3_600_000, 60_000),
    ENQUIRY_LIMIT_PER_IP: count(1, 100_000, 10),
    ENQUIRY_LIMIT_PER_VENDOR: count(1, 100_000, 20),
    /** Form notifications and stall requirements, per client. */
    FORM_LIMIT_PER_IP: count(1, 100_000, 30),
    RATE_LIMIT_WINDOW_MS: count(1_000, 86_400_000, 3_600_000),
    /**
     * Hosts (names or IPs, comma-separated) webhooks may reach over http or https whatever their
     * address: development and tests (127.0.0.1,localhost). Refused in production.
     */
    WEBHOOK_ALLOWED_HOSTS: z
      .string()
      .optional()
      .transform((hosts) =>
        (hosts ?? '')
          .split(',')
          .map((host) => host.trim().toLowerCase())
          .filter(Boolean),
      ),
    /** The first webhook retry's delay; each later one doubles it (docs/integrations.md#retries). */
    WEBHOOK_RETRY_BASE_MS: count(10, 3_600_000, 30_000),
    /** How long after its first try a delivery is still retried before it is failed. */
    WEBHOOK_RETRY_WINDOW_MS: count(100, 7 * 86_400_000, 86_400_000),
    /** How long a receiver may take to answer one try. */
    WEBHOOK_TIMEOUT_MS: count(100, 120_000, 10_000),
    /** Deliveries sent at once. */
    WEBHOOK_CONCURRENCY: count(1, 200, 16),
    /** Workers no single key may take, so another key's delivery always finds one (docs/integrations.md#fairness). */
    WEBHOOK_RESERVED_WORKERS: count(0, 199, 4),
    /** Deliveries to one endpoint at once. */
    WEBHOOK_ENDPOINT_IN_FLIGHT: count(1, 200, 8),
    /** The queue notify takes integration events from (the producers' default); tests use their own. */
    INTEGRATION_EVENTS_QUEUE: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be a plain name')
      .default(INTEGRATION_EVENTS_QUEUE),
  })
  .superRefine(refuseSharedTokenSecrets)
  .superRefine((config, context) => {
    // A production notify must never be talked into calling its own network.
    if (config.NODE_ENV === 'production' && config.WEBHOOK_ALLOWED_HOSTS.length > 0) {
      context.addIssue({ code: 'custom', path: ['WEBHOOK_ALLOWED_HOSTS'], message: 'must not be set in production' });
    }
  })
  .transform((config) => ({ ...config, TEAM_EMAIL: config.TEAM_EMAIL ?? config.ADMIN_EMAIL }));

export type NotifyConfig = z.output<typeof notifyConfigSchema>;
