import { z } from 'zod';
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
  })
  .superRefine(refuseSharedTokenSecrets)
  .transform((config) => ({ ...config, TEAM_EMAIL: config.TEAM_EMAIL ?? config.ADMIN_EMAIL }));

export type NotifyConfig = z.output<typeof notifyConfigSchema>;
