import type { FastifyInstance } from 'fastify';
import { builderMailRoutes } from '@stallplan/contracts';
import { AppError, type ZodTypeProvider } from '@stallplan/service-kit';
import type { NotifyConfig } from '../../config.js';
import { composeBuilderMail } from '../../domain/compose-builder-mail.js';
import type { ComposedMail } from '../../domain/composed-mail.js';
import { isDuplicateKeyError } from '../../models/is-duplicate-key-error.js';
import { mailUnavailable } from '../mail-unavailable.js';

/**
 * Catalog's calls during the builder-bids flow. Internal: the gateway does not proxy /internal,
 * and every call must carry a service token addressed to notify (service-kit's check, registered
 * in app.ts, answers 401 before the body is read). One message per `key`, so a retried call
 * (catalog could not read our answer) mails nothing more.
 */
export default async function builderMailRoutesPlugin(fastify: FastifyInstance, _opts: { config: NotifyConfig }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { sendBuilderMail } = builderMailRoutes;

  app.post(
    sendBuilderMail.path,
    {
      schema: {
        tags: ['internal'],
        summary: sendBuilderMail.summary,
        body: sendBuilderMail.body,
        response: sendBuilderMail.responses,
      },
    },
    async (request, reply) => {
      const mail = request.body;
      // Composed before the key is claimed, so a mail that cannot be composed leaves no claim behind.
      let composed: ComposedMail;
      try {
        composed = composeBuilderMail(mail);
      } catch (error) {
        request.log.info({ err: error, kind: mail.kind }, 'builder mail refused');
        throw new AppError('BAD_REQUEST', 'The recipient e-mail address cannot be used for mail.');
      }

      const { builderMails } = fastify.models;
      let claimId;
      try {
        claimId = (await builderMails.create({ key: mail.key, kind: mail.kind }))._id;
      } catch (error) {
        if (isDuplicateKeyError(error)) return reply.code(202).send({ success: true as const, duplicate: true });
        request.log.error({ err: error }, 'builder mail key not claimed');
        throw mailUnavailable('The mail');
      }
      let messageId;
      try {
        messageId = (await fastify.outbox.record(mail.kind, composed)).id;
      } catch (error) {
        // Nothing was recorded: release the key so catalog's retry can send the mail.
        await builderMails.deleteOne({ _id: claimId }).catch(() => undefined);
        request.log.error({ err: error }, 'builder mail not recorded');
        throw mailUnavailable('The mail');
      }
      // The link is bookkeeping only: once the message is in the outbox it will go out, and
      // releasing the key now would let a retry send it twice.
      await builderMails.updateOne({ _id: claimId }, { $set: { messageId } }).catch((error: unknown) => {
        request.log.warn({ err: error, messageId }, 'builder mail recorded but not linked to its key');
      });
      return reply.code(202).send({ success: true as const, duplicate: false });
    },
  );
}
