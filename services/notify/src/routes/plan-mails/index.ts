import type { FastifyInstance } from 'fastify';
import { planMailRoutes } from '@stallplan/contracts';
import { fromContract, type ZodTypeProvider } from '@stallplan/service-kit';
import type { NotifyConfig } from '../../config.js';
import { composePlanMail } from '../../domain/compose-plan-mail.js';
import { sendOncePerKey } from '../send-once-per-key.js';

/**
 * Quotes' calls about saved plans (saved, sign-in link, a viewer's answer, the retention warning).
 * Internal: every call must carry a service token addressed to notify (checked in app.ts, 401
 * before the body is read). One message per `key`, so a retried call mails nothing more.
 */
export default async function planMailRoutesPlugin(fastify: FastifyInstance, _opts: { config: NotifyConfig }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { sendPlanMail } = planMailRoutes;

  app.route({
    ...fromContract(sendPlanMail, { tags: ['internal'] }),
    handler: async (request, reply) => {
      const mail = request.body;
      const { duplicate } = await sendOncePerKey({ store: fastify.models.planMails, outbox: fastify.outbox, log: request.log }, mail, () =>
        composePlanMail(mail),
      );
      return reply.code(202).send({ success: true as const, duplicate });
    },
  });
}
