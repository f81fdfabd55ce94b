import type { FastifyInstance } from 'fastify';
import { vendorRegistrationMailRoutes } from '@stallplan/contracts';
import { fromContract, isDuplicateKeyError, type ZodTypeProvider } from '@stallplan/service-kit';
import type { NotifyConfig } from '../../config.js';
import { composeRegistrationMail } from '../../domain/compose-registration-mail.js';
import { mailUnavailable } from '../mail-unavailable.js';

/**
 * Catalog's call after a self-registration. Internal: the gateway does not proxy /internal, and
 * every call must carry a service token addressed to notify (service-kit's check, registered in
 * app.ts, answers 401 before the body is read). One confirmation per vendor id.
 */
export default async function vendorRegistrationRoutes(fastify: FastifyInstance, _opts: { config: NotifyConfig }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { confirmVendorRegistration } = vendorRegistrationMailRoutes;

  app.route({
    ...fromContract(confirmVendorRegistration, { tags: ['internal'] }),
    handler: async (request, reply) => {
      const { vendorId, name, email, confirmUrl } = request.body;
      const { registrationConfirmations } = fastify.models;
      let confirmationId;
      try {
        confirmationId = (await registrationConfirmations.create({ vendorId }))._id;
      } catch (error) {
        if (isDuplicateKeyError(error)) return reply.code(202).send({ success: true as const, duplicate: true });
        throw mailUnavailable('The confirmation');
      }
      try {
        const message = await fastify.outbox.record('vendor-registration', composeRegistrationMail({ name, email, confirmUrl }));
        await registrationConfirmations.updateOne({ _id: confirmationId }, { $set: { messageId: message.id } });
      } catch (error) {
        await registrationConfirmations.deleteOne({ _id: confirmationId }).catch(() => undefined);
        request.log.error({ err: error }, 'registration confirmation not recorded');
        throw mailUnavailable('The confirmation');
      }
      return reply.code(202).send({ success: true as const, duplicate: false });
    },
  });
}
