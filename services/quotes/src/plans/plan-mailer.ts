import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createNotifyClient, type PlanMail } from '@stallplan/contracts';
import type { ServiceTokenIssuer } from '@stallplan/service-kit';
import type { QuotesConfig } from '../config.js';

/**
 * Hands the saved-plan mails to notify's internal call. A mail that cannot be handed over is
 * logged and never fails the request that caused it: the plan is already stored. Without
 * NOTIFY_URL nothing is sent and the answer says so (`mailed: false`).
 */
export interface PlanMailer {
  /** True when notify took the mail (or had it already); false when nothing will be mailed. */
  send(mail: PlanMail, log: FastifyBaseLogger): Promise<boolean>;
}

declare module 'fastify' {
  interface FastifyInstance {
    planMailer: PlanMailer;
  }
}

/** A save must not wait long on a slow notify. */
const NOTIFY_TIMEOUT_MS = 2_000;

export function createPlanMailer(notifyUrl: string | undefined, serviceTokens: ServiceTokenIssuer): PlanMailer {
  const notify = notifyUrl === undefined ? undefined : createNotifyClient({ baseUrl: notifyUrl });
  return {
    async send(mail, log) {
      if (!notify) {
        log.info({ kind: mail.kind, key: mail.key }, 'plan mail not sent: NOTIFY_URL is not set');
        return false;
      }
      try {
        const result = await notify.sendPlanMail({
          body: mail,
          headers: await serviceTokens.headersFor('notify'),
          signal: AbortSignal.timeout(NOTIFY_TIMEOUT_MS),
        });
        // Withheld: the address stopped mail from StallPlan, or had its mails for the day.
        if (result.status === 202) return result.body.withheld !== true;
        log.warn({ kind: mail.kind, key: mail.key, status: result.status, error: result.body.error }, 'notify refused a plan mail');
      } catch (error) {
        log.warn({ err: error, kind: mail.kind, key: mail.key }, 'plan mail not handed to notify');
      }
      return false;
    },
  };
}

async function planMailer(fastify: FastifyInstance, { config }: { config: QuotesConfig }) {
  fastify.decorate('planMailer', createPlanMailer(config.NOTIFY_URL, fastify.serviceTokens));
}

export const planMailerPlugin = fp(planMailer, { name: 'plan-mailer', fastify: '5.x', dependencies: ['stallplan-service-auth'] });
