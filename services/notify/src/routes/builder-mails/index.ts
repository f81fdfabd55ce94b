import type { FastifyInstance } from 'fastify';
import { builderMailRoutes } from '@stallplan/contracts';
import { fromContract, type ZodTypeProvider } from '@stallplan/service-kit';
import type { NotifyConfig } from '../../config.js';
import { composeBuilderMail, EXHIBITOR_SIDE_KINDS } from '../../domain/compose-builder-mail.js';
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
      let stopUrl: string | undefined;
      // The exhibitor's address was typed into the brief: a stopped address gets none. Not counted
      // against the daily limit, which would cut an exhibitor off from their own builders' bids.
      if (EXHIBITOR_SIDE_KINDS.has(mail.kind)) {
        const admission = await fastify.mailRecipients.admit(mail.to.email, { counted: false });
        if (!admission.admitted) {
          request.log.info({ kind: mail.kind, key: mail.key, reason: admission.reason }, 'builder mail withheld');
          return reply.code(202).send({ success: true as const, withheld: true });
        }
        stopUrl = admission.stopUrl;
      }
      const { duplicate } = await sendOncePerKey({ store: fastify.models.builderMails, outbox: fastify.outbox, log: request.log }, mail, () =>
        composeBuilderMail(mail, stopUrl),
      );
      return reply.code(202).send({ success: true as const, duplicate });
    },
  });
}
