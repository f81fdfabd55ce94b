import type { FastifyInstance } from 'fastify';
import { planMailRoutes } from '@stallplan/contracts';
import { fromContract, type ZodTypeProvider } from '@stallplan/service-kit';
import type { NotifyConfig } from '../../config.js';
import { composePlanMail } from '../../domain/compose-plan-mail.js';
import { sendOncePerKey } from '../send-once-per-key.js';

/**
 * Quotes' calls about saved plans (saved, sign-in link, a viewer's answer, the retention warning).
 * Internal: every call must carry a service token addressed to notify (checked in app.ts, 401
 * before the body is read). One message per `key`, so a retried call mails nothing more. An
 * address that stopped mail, or had its mails for the day, gets none (`withheld`).
 */
export default async function planMailRoutesPlugin(fastify: FastifyInstance, _opts: { config: NotifyConfig }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { sendPlanMail } = planMailRoutes;

  app.route({
    ...fromContract(sendPlanMail, { tags: ['internal'] }),
    handler: async (request, reply) => {
      const mail = request.body;
      // The retention warning is ours to send; the others follow from someone typing the address.
      const admission = await fastify.mailRecipients.admit(mail.to, { counted: mail.kind !== 'plan-retention-warning' });
      if (!admission.admitted) {
        request.log.info({ kind: mail.kind, key: mail.key, reason: admission.reason }, 'plan mail withheld');
        return reply.code(202).send({ success: true as const, withheld: true });
      }
      const { duplicate } = await sendOncePerKey({ store: fastify.models.planMails, outbox: fastify.outbox, log: request.log }, mail, () =>
        composePlanMail(mail, admission.stopUrl),
      );
      return reply.code(202).send({ success: true as const, duplicate });
    },
  });
}
