import type { FastifyInstance } from 'fastify';
import { MAIL_STOP_UNKNOWN_MESSAGE, MAIL_STOPPED_MESSAGE, mailStopRoutes, TOO_MANY_MAIL_STOPS_MESSAGE } from '@stallplan/contracts';
import { AppError, fromContract, type ZodTypeProvider } from '@stallplan/service-kit';

const HOUR_MS = 3_600_000;
/** Stop links one client may open in an hour: a person opens one; guessing 256-bit tokens gets nowhere anyway. */
const STOPS_PER_HOUR = 20;

/** The "not me" link's action: all mail about saved plans to that address stops for good (docs/saved-plans.md#mails). */
export default async function mailStopRoutesPlugin(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.route({
    ...fromContract(mailStopRoutes.stopMail, { tags: ['mail'] }),
    handler: async (request) => {
      await fastify.rateLimiter.consume({ key: `mail-stop:${request.ip}`, limit: STOPS_PER_HOUR, windowMs: HOUR_MS, message: TOO_MANY_MAIL_STOPS_MESSAGE });
      if (!(await fastify.mailRecipients.stop(request.params.token))) throw new AppError('NOT_FOUND', MAIL_STOP_UNKNOWN_MESSAGE);
      return { success: true as const, message: MAIL_STOPPED_MESSAGE };
    },
  });
}
