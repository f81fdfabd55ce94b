import type { FastifyInstance } from 'fastify';
import { notifyAdminRoutes, type EnquirySummary, type OutboxMessage } from '@stallplan/contracts';
import { fromContract, type ZodTypeProvider } from '@stallplan/service-kit';
import type { NotifyConfig } from '../../config.js';
import type { Mailbox } from '../../domain/composed-mail.js';
import type { StoredEnquiry } from '../../models/enquiry-model.js';
import type { StoredOutboxMessage } from '../../models/outbox-message-model.js';

function address(box: Mailbox): string {
  return box.name ? `${box.name} <${box.address}>` : box.address;
}

function toOutboxMessage(stored: StoredOutboxMessage): OutboxMessage {
  return {
    id: stored._id.toHexString(),
    kind: stored.kind,
    to: stored.to.map(address),
    cc: (stored.cc ?? []).map(address),
    subject: stored.subject,
    text: stored.text,
    status: stored.status,
    attempts: stored.attempts ?? 0,
    lastError: stored.lastError ?? null,
    createdAt: stored.createdAt.toISOString(),
    sentAt: stored.sentAt ? stored.sentAt.toISOString() : null,
  };
}

function toEnquirySummary(stored: StoredEnquiry): EnquirySummary {
  return {
    id: stored._id.toHexString(),
    vendorName: stored.vendorName,
    vendorEmail: stored.vendorEmail,
    companyName: stored.companyName,
    yourName: stored.yourName,
    emailAddress: stored.emailAddress ?? null,
    mobileNumber: stored.mobileNumber,
    exhibitionName: stored.exhibitionName,
    arrivalCity: stored.arrivalCity ?? null,
    boothArea: stored.boothArea ?? null,
    boothUnit: stored.boothUnit,
    createdAt: stored.createdAt.toISOString(),
  };
}

/** The admin's view of the outbox and the enquiries, newest first; every route needs an admin token. */
export default async function notifyAdminRoutesPlugin(fastify: FastifyInstance, _opts: { config: NotifyConfig }) {
  fastify.addHook('onRequest', fastify.requireAdmin);
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { listOutbox, listEnquiries } = notifyAdminRoutes;
  const tags = ['admin'];

  app.route({
    ...fromContract(listOutbox, { tags }),
    handler: async (request) => {
      const { page, limit, status } = request.query;
      const filter = status ? { status } : {};
      const [stored, total] = await Promise.all([
        fastify.models.outbox
          .find(filter)
          .sort({ createdAt: -1, _id: -1 })
          .skip((page - 1) * limit)
          .limit(limit)
          .lean<StoredOutboxMessage[]>(),
        fastify.models.outbox.countDocuments(filter),
      ]);
      return { success: true as const, data: stored.map(toOutboxMessage), page, limit, total };
    },
  });

  app.route({
    ...fromContract(listEnquiries, { tags }),
    handler: async (request) => {
      const { page, limit } = request.query;
      const [stored, total] = await Promise.all([
        fastify.models.enquiries
          .find()
          .sort({ createdAt: -1, _id: -1 })
          .skip((page - 1) * limit)
          .limit(limit)
          .lean<StoredEnquiry[]>(),
        fastify.models.enquiries.countDocuments(),
      ]);
      return { success: true as const, data: stored.map(toEnquirySummary), page, limit, total };
    },
  });
}
