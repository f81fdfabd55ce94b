import type { FastifyBaseLogger } from 'fastify';
import { AppError, isDuplicateKeyError } from '@stallplan/service-kit';
import type { ComposedMail } from '../domain/composed-mail.js';
import type { KeyedMailModel } from '../models/keyed-mail-model.js';
import type { StoredOutboxKind } from '../models/outbox-message-model.js';
import type { MailOutbox } from '../plugins/app/mail-outbox.js';
import { mailUnavailable } from './mail-unavailable.js';

export interface KeyedMailContext {
  /** The caller's own collection of keys (builder mails, plan mails). */
  store: KeyedMailModel;
  outbox: MailOutbox;
  log: FastifyBaseLogger;
}

/**
 * Records one mail in the outbox per caller's `key`, so a retried call (the caller could not read
 * our answer) mails nothing more. Answers whether the key had been used already.
 */
export async function sendOncePerKey(
  { store, outbox, log }: KeyedMailContext,
  mail: { key: string; kind: StoredOutboxKind },
  compose: () => ComposedMail,
): Promise<{ duplicate: boolean }> {
  // Composed before the key is claimed, so a mail that cannot be composed leaves no claim behind.
  let composed: ComposedMail;
  try {
    composed = compose();
  } catch (error) {
    log.info({ err: error, kind: mail.kind }, 'mail refused');
    throw new AppError('BAD_REQUEST', 'The recipient e-mail address cannot be used for mail.');
  }

  let claimId;
  try {
    claimId = (await store.create({ key: mail.key, kind: mail.kind }))._id;
  } catch (error) {
    if (isDuplicateKeyError(error)) return { duplicate: true };
    log.error({ err: error, kind: mail.kind }, 'mail key not claimed');
    throw mailUnavailable('The mail');
  }
  let messageId;
  try {
    messageId = (await outbox.record(mail.kind, composed)).id;
  } catch (error) {
    // Nothing was recorded: release the key so the caller's retry can send the mail.
    await store.deleteOne({ _id: claimId }).catch(() => undefined);
    log.error({ err: error, kind: mail.kind }, 'mail not recorded');
    throw mailUnavailable('The mail');
  }
  // The link is bookkeeping only: once the message is in the outbox it will go out, and
  // releasing the key now would let a retry send it twice.
  await store.updateOne({ _id: claimId }, { $set: { messageId } }).catch((error: unknown) => {
    log.warn({ err: error, messageId }, 'mail recorded but not linked to its key');
  });
  return { duplicate: false };
}
