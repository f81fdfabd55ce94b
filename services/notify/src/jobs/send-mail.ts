import type { Job } from 'bullmq';
import { z } from 'zod';
import { OBJECT_ID_PATTERN } from '@stallplan/service-kit';

/** Sends one outbox message; the message itself stays in Mongo, the job carries only its id. */
export const SEND_MAIL_JOB = 'send-mail';
export const SEND_MAIL_VERSION = 1;

export const sendMailPayloadSchema = z.object({
  version: z.literal(SEND_MAIL_VERSION),
  messageId: z.string().regex(OBJECT_ID_PATTERN),
});
export type SendMailPayload = z.infer<typeof sendMailPayloadSchema>;

/** The mail queue's jobs: their payload, what they return (nothing: the outcome is in the outbox record) and their name. */
export type SendMailJob = Job<SendMailPayload, void, typeof SEND_MAIL_JOB>;

/** One job per message: adding it again (the re-queue sweep) is then a no-op while it exists. */
export function sendMailJobId(messageId: string): string {
  return `mail-${messageId}`;
}
