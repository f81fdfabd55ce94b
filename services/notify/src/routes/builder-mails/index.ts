import type { FastifyInstance } from 'fastify';
import { builderMailRoutes } from '@stallplan/contracts';
import { fromContract, type ZodTypeProvider } from '@stallplan/service-kit';
import type { NotifyConfig } from '../../config.js';
import { composeBuilderMail } from '../../domain/compose-builder-mail.js';
import { sendOncePerKey } from '../send-once-per-key.js';

/**
 * Catalog's calls during the builder-bids flow. Internal: the gateway does not proxy /internal,
 * and every call must carry a service token addressed to notify (service-kit's check, registered
 * in app.ts, answers 401 before the body is read). One message per `key`, so a retried call
 * (catalog could not read our answer) mails nothing more.
 */
export default async function builderMailRoutesPlugin(fastify: FastifyInstance, _opts: { config: NotifyConfig }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { sendBuilderMail } = builderMailRoutes;

  app.route({
    ...fromContract(sendBuilderMail, { tags: ['internal'] }),
    handler: async (request, reply) => {
      const mail = request.body;
      const { duplicate } = await sendOncePerKey({ store: fastify.models.builderMails, outbox: fastify.outbox, log: request.log }, mail, () =>
        composeBuilderMail(mail),
      );
      return reply.code(202).send({ success: true as const, duplicate });
    },
  });
}
