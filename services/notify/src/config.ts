import { z } from 'zod';
import { adminTokenConfigShape, baseConfigShape, mongoConfigShape, redisConfigShape } from '@stallplan/service-kit';

export const notifyConfigSchema = z.object({
  ...baseConfigShape(5105),
  ...mongoConfigShape,
  ...redisConfigShape,
  ...adminTokenConfigShape,
  /** Unset: every message stays in the outbox for the admin to read. */
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  MAIL_FROM: z.string().default('StallPlan <no-reply@stallplan.in>'),
  ADMIN_EMAIL: z.email().default('admin@stallplan.in'),
});

export type NotifyConfig = z.output<typeof notifyConfigSchema>;
