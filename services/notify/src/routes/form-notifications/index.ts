import type { FastifyInstance } from 'fastify';
import { enquiryRoutes } from '@stallplan/contracts';
import { fromContract, isDuplicateKeyError, type ZodTypeProvider } from '@stallplan/service-kit';
import type { NotifyConfig } from '../../config.js';
import { composeFormNotificationMail } from '../../domain/compose-form-notification-mail.js';
import { requireMailbox } from '../../domain/mail-header.js';
import { planKeyOf } from '../../domain/plan-key.js';
import { mailUnavailable } from '../mail-unavailable.js';

export const FORM_NOTIFICATION_LIMIT_MESSAGE = 'Too many plans were sent from here in a short time. Please wait a while and try again.';

/**
 * POST /api/send-form-notification (docs/planner.md#admin-notification): the admin hears about a plan once. The plan's key is
 * inserted first under a unique index; only the request that inserts it mails.
 */
export default async function formNotificationRoutes(fastify: FastifyInstance, { config }: { config: NotifyConfig }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { sendFormNotification } = enquiryRoutes;
  const admin = requireMailbox(config.ADMIN_EMAIL, 'StallPlan admin');

  app.route({
    ...fromContract(sendFormNotification, { tags: ['notifications'] }),
    handler: async (request) => {
      await fastify.rateLimiter.consume({
        key: `form:ip:${request.ip}`,
        limit: config.FORM_LIMIT_PER_IP,
        windowMs: config.RATE_LIMIT_WINDOW_MS,
        message: FORM_NOTIFICATION_LIMIT_MESSAGE,
      });
      const planKey = planKeyOf(request.body);
      // Priced before anything is stored: a plan quotes cannot price leaves its key free for the next try.
      const { planId: _planId, ...plan } = request.body;
      const priced = await fastify.planPricing.price(plan);
      const { contact, grandTotal, mail } = composeFormNotificationMail(request.body, priced, admin);
      const { formNotifications } = fastify.models;

      let notificationId;
      try {
        notificationId = (await formNotifications.create({ planKey, ...contact, grandTotal }))._id;
      } catch (error) {
        if (isDuplicateKeyError(error)) return { success: true as const, duplicate: true };
        request.log.error({ err: error }, 'form notification not stored');
        throw mailUnavailable('The notification');
      }
      try {
        const message = await fastify.outbox.record('form-notification', mail);
        await formNotifications.updateOne({ _id: notificationId }, { $set: { messageId: message.id } });
      } catch (error) {
        // Free the plan's key so the browser's next try is not taken for a duplicate.
        await formNotifications.deleteOne({ _id: notificationId }).catch(() => undefined);
        request.log.error({ err: error }, 'form notification not recorded');
        throw mailUnavailable('The notification');
      }
      return { success: true as const, duplicate: false };
    },
  });
}
