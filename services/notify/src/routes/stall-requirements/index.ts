import type { FastifyInstance } from 'fastify';
import { stallRequirementsRoutes } from '@stallplan/contracts';
import { fromContract, type ZodTypeProvider } from '@stallplan/service-kit';
import type { NotifyConfig } from '../../config.js';
import { composeStallRequirementsMails } from '../../domain/compose-stall-requirements-mails.js';
import { requireMailbox } from '../../domain/mail-header.js';
import { stallReference } from '../../domain/stall-reference.js';
import { mailUnavailable } from '../mail-unavailable.js';

export const STALL_REQUIREMENTS_LIMIT_MESSAGE = 'Too many forms were sent from here in a short time. Please wait a while and try again.';

/** The /stall-details form, stored and mailed to the team (see docs/marketplace.md#stall-requirements-form). */
export default async function stallRequirementsRoutesPlugin(fastify: FastifyInstance, { config }: { config: NotifyConfig }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { submitStallRequirements } = stallRequirementsRoutes;
  const team = requireMailbox(config.TEAM_EMAIL, 'StallPlan team');

  app.route({
    ...fromContract(submitStallRequirements, { tags: ['stall-requirements'] }),
    handler: async (request, reply) => {
      await fastify.rateLimiter.consume({
        key: `stall:ip:${request.ip}`,
        limit: config.FORM_LIMIT_PER_IP,
        windowMs: config.RATE_LIMIT_WINDOW_MS,
        message: STALL_REQUIREMENTS_LIMIT_MESSAGE,
      });
      const reference = stallReference();
      const mails = composeStallRequirementsMails(request.body, reference, team);
      try {
        const stored = await fastify.models.stallRequirements.create({ ...request.body, reference, clientIp: request.ip });
        const teamMessage = await fastify.outbox.record('stall-requirements', mails.team);
        const confirmation = await fastify.outbox.record('stall-confirmation', mails.confirmation);
        await fastify.models.stallRequirements.updateOne({ _id: stored._id }, { $set: { messageIds: [teamMessage.id, confirmation.id] } });
      } catch (error) {
        request.log.error({ err: error }, 'stall requirements not stored');
        throw mailUnavailable('Your requirements');
      }
      return reply.code(201).send({ success: true as const, reference });
    },
  });
}
