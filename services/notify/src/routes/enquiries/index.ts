import type { FastifyInstance } from 'fastify';
import { enquiryRoutes } from '@stallplan/contracts';
import { fromContract, type ZodTypeProvider } from '@stallplan/service-kit';
import type { NotifyConfig } from '../../config.js';
import { composeEnquiryMails } from '../../domain/compose-enquiry-mail.js';
import { enquiryCreatedEvent } from '../../domain/enquiry-event.js';
import { requireMailbox } from '../../domain/mail-header.js';
import type { StoredEnquiry } from '../../models/enquiry-model.js';
import { mailUnavailable } from '../mail-unavailable.js';

export const ENQUIRY_CLIENT_LIMIT_MESSAGE = 'You have sent a lot of enquiries in a short time. Please wait a while before sending another.';
export const ENQUIRY_VENDOR_LIMIT_MESSAGE = 'This vendor has received a lot of enquiries in a short time. Please try again later or call the vendor.';

/** POST /api/enquiry/send (docs/planner.md#enquiry): stored, then mailed to the vendor with a copy for the admin. */
export default async function enquiryRoutesPlugin(fastify: FastifyInstance, { config }: { config: NotifyConfig }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { sendEnquiry } = enquiryRoutes;
  const admin = requireMailbox(config.ADMIN_EMAIL, 'StallPlan admin');

  app.route({
    ...fromContract(sendEnquiry, { tags: ['enquiries'] }),
    handler: async (request) => {
      const enquiry = request.body;
      const windowMs = config.RATE_LIMIT_WINDOW_MS;
      // Both counted at once: with Redis away, the enquiry waits for one reconnect attempt, not two.
      await Promise.all([
        fastify.rateLimiter.consume({ key: `enquiry:ip:${request.ip}`, limit: config.ENQUIRY_LIMIT_PER_IP, windowMs, message: ENQUIRY_CLIENT_LIMIT_MESSAGE }),
        fastify.rateLimiter.consume({
          key: `enquiry:vendor:${enquiry.vendorEmail.toLowerCase()}`,
          limit: config.ENQUIRY_LIMIT_PER_VENDOR,
          windowMs,
          message: ENQUIRY_VENDOR_LIMIT_MESSAGE,
        }),
      ]);
      const mails = composeEnquiryMails(enquiry, admin);
      let stored: StoredEnquiry;
      try {
        stored = (await fastify.models.enquiries.create({ ...enquiry, clientIp: request.ip })).toObject<StoredEnquiry>();
        const vendorMessage = await fastify.outbox.record('enquiry', mails.vendor);
        const adminCopy = await fastify.outbox.record('enquiry-copy', mails.adminCopy);
        await fastify.models.enquiries.updateOne({ _id: stored._id }, { $set: { messageIds: [vendorMessage.id, adminCopy.id] } });
      } catch (error) {
        request.log.error({ err: error }, 'enquiry not stored');
        throw mailUnavailable('Your enquiry');
      }
      const event = enquiryCreatedEvent(stored);
      await fastify.integrationEvents.publish('enquiry.created', event.data, event.contact);
      return { success: true as const };
    },
  });
}
