import { UnrecoverableError } from 'bullmq';
import type { Transporter } from 'nodemailer';
import type { OutboxMessageModel } from '../models/outbox-message-model.js';
import { sendMailPayloadSchema, type SendMailJob } from './send-mail.js';

export interface SendMailDependencies {
  messages: OutboxMessageModel;
  transport: Pick<Transporter, 'sendMail'>;
  from: string;
}

/** A 5xx reply means the server will refuse this message every time; retrying only delays the failure. */
function isPermanent(error: unknown): boolean {
  const code = (error as { responseCode?: unknown }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

function describe(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.slice(0, 500);
}

/**
 * Loads the outbox message, sends it over SMTP and records the outcome. A failed attempt is
 * recorded and thrown again so BullMQ retries with backoff; the last attempt marks it `failed`.
 */
export function createSendMailHandler(deps: SendMailDependencies) {
  return async function sendMail(job: SendMailJob): Promise<void> {
    // Checked all the same: Redis holds whatever an API of another version queued.
    const payload = sendMailPayloadSchema.safeParse(job.data);
    if (!payload.success) throw new UnrecoverableError(`Job ${job.id ?? '?'} does not carry a send-mail payload.`);
    const message = await deps.messages.findById(payload.data.messageId).lean();
    if (!message) throw new UnrecoverableError(`Outbox message ${payload.data.messageId} does not exist.`);
    // Already delivered by an earlier attempt whose completion was not recorded by BullMQ.
    if (message.status === 'sent') return;

    try {
      await deps.transport.sendMail({
        from: deps.from,
        to: message.to,
        cc: message.cc,
        ...(message.replyTo ? { replyTo: message.replyTo } : {}),
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
    } catch (error) {
      const permanent = isPermanent(error);
      const lastAttempt = permanent || job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
      await deps.messages.updateOne(
        { _id: message._id },
        { $set: { status: lastAttempt ? 'failed' : 'queued', lastError: describe(error) }, $inc: { attempts: 1 } },
      );
      if (permanent) throw new UnrecoverableError(describe(error));
      throw error;
    }
    await deps.messages.updateOne({ _id: message._id }, { $set: { status: 'sent', sentAt: new Date(), lastError: null }, $inc: { attempts: 1 } });
  };
}
