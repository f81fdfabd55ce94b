import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createNotifyClient, type BuilderMail } from '@stallplan/contracts';
import type { ServiceTokenIssuer } from '@stallplan/service-kit';
import type { CatalogConfig } from '../../config.js';

/**
 * sent: notify took it (or had it already); skipped: NOTIFY_URL is not set; refused: notify
 * answered that the mail itself is wrong, so sending it again cannot help; failed: notify could
 * not be reached or could not take it now, and a later attempt may succeed. Both are logged.
 */
export type MailOutcome = 'sent' | 'skipped' | 'refused' | 'failed';

/**
 * Hands the builder-bids mails to notify's internal call, as registration-notifier does for the
 * registration confirmation. A mail that cannot be handed over is logged and never fails the
 * request that caused it: the brief, bid or award is already stored. Without NOTIFY_URL the mails
 * are only logged.
 */
export interface BuilderMailer {
  send(mail: BuilderMail, log: FastifyBaseLogger): Promise<MailOutcome>;
  /** Sends the mails side by side; one failing does not hold up the others. */
  sendAll(mails: readonly BuilderMail[], log: FastifyBaseLogger): Promise<MailOutcome[]>;
}

declare module 'fastify' {
  interface FastifyInstance {
    builderMailer: BuilderMailer;
  }
}

/** A request must not wait long on a slow notify. */
const NOTIFY_TIMEOUT_MS = 2_000;

export function createBuilderMailer(notifyUrl: string | undefined, serviceTokens: ServiceTokenIssuer): BuilderMailer {
  const notify = notifyUrl === undefined ? undefined : createNotifyClient({ baseUrl: notifyUrl });

  async function send(mail: BuilderMail, log: FastifyBaseLogger): Promise<MailOutcome> {
    if (!notify) {
      log.info({ kind: mail.kind, key: mail.key }, 'builder mail not sent: NOTIFY_URL is not set');
      return 'skipped';
    }
    try {
      const result = await notify.sendBuilderMail({
        body: mail,
        headers: await serviceTokens.headersFor('notify'),
        signal: AbortSignal.timeout(NOTIFY_TIMEOUT_MS),
      });
      if (result.status === 202) return 'sent';
      log.warn({ kind: mail.kind, key: mail.key, status: result.status, error: result.body.error }, 'notify refused a builder mail');
      if (result.status === 400) return 'refused';
    } catch (error) {
      log.warn({ err: error, kind: mail.kind, key: mail.key }, 'builder mail not handed to notify');
    }
    return 'failed';
  }

  return {
    send,
    sendAll: (mails, log) => Promise.all(mails.map((mail) => send(mail, log))),
  };
}

async function builderMailer(fastify: FastifyInstance, { config }: { config: CatalogConfig }) {
  fastify.decorate('builderMailer', createBuilderMailer(config.NOTIFY_URL, fastify.serviceTokens));
}

export const builderMailerPlugin = fp(builderMailer, { name: 'builder-mailer', fastify: '5.x', dependencies: ['stallplan-service-auth'] });
