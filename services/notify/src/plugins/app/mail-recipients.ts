import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { MAIL_STOP_PATH, PLAN_MAILS_PER_ADDRESS_PER_DAY } from '@stallplan/contracts';
import { isDuplicateKeyError } from '@stallplan/service-kit';
import type { NotifyConfig } from '../../config.js';
import { addressHashOf, stopTokenFor, stopTokenHashOf } from '../../domain/mail-stop-token.js';
import { mailRecipientModelFor, type MailRecipientModel, type StoredMailRecipient } from '../../models/mail-recipient-model.js';

/** Whether a mail about a saved plan may go to an address, and the "not me" link it then carries. */
export type Admission = { admitted: true; stopUrl: string } | { admitted: false; reason: 'stopped' | 'daily-limit' };

export interface MailRecipients {
  /**
   * Refuses an address that stopped mail; with `counted`, also one that had its mails for the day
   * already (mails someone asked for by typing the address; not the retention warning).
   */
  admit(address: string, options: { counted: boolean; now?: Date }): Promise<Admission>;
  /** Stops all mail to the address a token names; false for a token no mail carried. */
  stop(token: string, now?: Date): Promise<boolean>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailRecipients: MailRecipients;
  }
}

const DAY_SECONDS = 86_400;

async function recipientOf(model: MailRecipientModel, addressHash: string, stopTokenHash: string, now: Date): Promise<StoredMailRecipient> {
  const upsert = () =>
    model
      .findOneAndUpdate({ addressHash }, { $setOnInsert: { addressHash, stopTokenHash, stoppedAt: null, createdAt: now } }, { upsert: true, new: true })
      .lean<StoredMailRecipient>();
  try {
    return await upsert();
  } catch (error) {
    // Two first mails to one address at once: the other one stored it.
    if (!isDuplicateKeyError(error)) throw error;
    return upsert();
  }
}

/**
 * Anyone can type any address into the planner, so the mails that follow (edit links, sign-in
 * links, answers) are limited per address and day across every client, and each carries a link
 * that stops them for good (docs/saved-plans.md#mails).
 */
async function mailRecipients(fastify: FastifyInstance, { config }: { config: NotifyConfig }) {
  const model = mailRecipientModelFor(fastify.mongo);
  await model.init();
  const secret = config.SERVICE_TOKEN_SECRET;
  const recipients: MailRecipients = {
    async admit(address, { counted, now = new Date() }) {
      const token = stopTokenFor(secret, address);
      const addressHash = addressHashOf(address);
      const recipient = await recipientOf(model, addressHash, stopTokenHashOf(token), now);
      if (recipient.stoppedAt) return { admitted: false, reason: 'stopped' };
      if (counted) {
        const day = now.toISOString().slice(0, 10);
        const key = `${config.REDIS_PREFIX}:plan-mails-today:${addressHash}:${day}`;
        const [[, sent]] = (await fastify.redis
          .multi()
          .incr(key)
          .expire(key, 2 * DAY_SECONDS)
          .exec()) as [[Error | null, number], unknown];
        if (sent > PLAN_MAILS_PER_ADDRESS_PER_DAY) return { admitted: false, reason: 'daily-limit' };
      }
      return { admitted: true, stopUrl: `${config.PUBLIC_BASE_URL}${MAIL_STOP_PATH}/${token}` };
    },
    async stop(token, now = new Date()) {
      const recipient = await model.findOne({ stopTokenHash: stopTokenHashOf(token) }).lean<StoredMailRecipient>();
      if (!recipient) return false;
      // Stopped once is stopped: a second visit keeps the first date.
      if (!recipient.stoppedAt) await model.updateOne({ _id: recipient._id, stoppedAt: null }, { $set: { stoppedAt: now } });
      return true;
    },
  };
  fastify.decorate('mailRecipients', recipients);
}

export const mailRecipientsPlugin = fp(mailRecipients, { name: 'mail-recipients', fastify: '5.x', dependencies: ['stallplan-mongo', 'stallplan-redis'] });
