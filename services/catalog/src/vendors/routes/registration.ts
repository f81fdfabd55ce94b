import type { FastifyInstance } from 'fastify';
import {
  INVALID_LINK_MESSAGE,
  VENDOR_CONFIRM_PATH,
  VENDOR_CONFIRMED_MESSAGE,
  VENDOR_REGISTERED_MESSAGE,
  vendorRoutes as vendorContract,
} from '@stallplan/contracts';
import { AppError, fromContract, type ZodTypeProvider } from '@stallplan/service-kit';
import type { CatalogConfig } from '../../config.js';
import { hashAccessToken, isAccessTokenShape, issueAccessToken } from '../../shared/access-token.js';
import { registrationLimits } from '../../shared/submission-limits.js';

export const EMAIL_ALREADY_REGISTERED_MESSAGE =
  'A vendor profile with this e-mail address is already registered. If it is yours, wait for its approval or contact us to change it.';
export const CONFIRMATION_NOT_SENT_MESSAGE =
  'We could not send the confirmation e-mail just now, so nothing was registered. Please try again in a few minutes.';

/**
 * Self-registration in two steps. The registration is stored unconfirmed, listed nowhere, and the
 * address is mailed a private link (a random token; only its hash is stored). Opening the link
 * confirms the address; the profile then awaits approval as every self-registration did before:
 * listed as pending by name and place until the admin ticks Active. An unconfirmed registration
 * is deleted after 48 hours, and its link no longer works.
 *
 * Registrations are limited per client address, per e-mail domain and per address
 * (shared/submission-limits.ts), counted only for valid forms, before anything is stored.
 */
export default async function registrationRoutes(fastify: FastifyInstance, { config }: { config: CatalogConfig }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { registerVendor, confirmVendorEmail } = vendorContract;
  const limits = {
    perClientPerHour: config.REGISTRATIONS_PER_CLIENT_PER_HOUR,
    perDomainPerDay: config.REGISTRATIONS_PER_DOMAIN_PER_DAY,
    perSharedDomainPerDay: config.REGISTRATIONS_PER_SHARED_DOMAIN_PER_DAY,
  };

  app.route({
    ...fromContract(registerVendor, { tags: ['vendors'] }),
    handler: async (request, reply) => {
      const input = request.body;
      // request.ip is the client the gateway saw (services trust X-Forwarded-For from the gateway only).
      for (const limit of registrationLimits(request.ip, input.contact.email, limits)) await fastify.rateLimiter.consume(limit);

      const { token, hash } = issueAccessToken();
      const outcome = await fastify.vendors.register(input, hash, new Date());
      if (!outcome.registered) throw new AppError('CONFLICT', EMAIL_ALREADY_REGISTERED_MESSAGE);
      const { vendor } = outcome;
      const sent = await fastify.registrationNotifier.vendorRegistered(
        { id: vendor.id, name: vendor.name, email: input.contact.email, confirmUrl: `${config.PUBLIC_BASE_URL}${VENDOR_CONFIRM_PATH}/${token}` },
        request.log,
      );
      if (sent === 'failed') {
        // Without the mail the link is lost: take the registration back rather than keep one nobody can confirm.
        await fastify.vendors
          .remove(vendor.id)
          .catch((error: unknown) => request.log.error({ err: error, vendorId: vendor.id }, 'unsent registration not removed'));
        throw new AppError('SERVICE_UNAVAILABLE', CONFIRMATION_NOT_SENT_MESSAGE);
      }
      return reply.code(201).send({ success: true as const, message: VENDOR_REGISTERED_MESSAGE, data: { id: vendor.id } });
    },
  });

  app.route({
    ...fromContract(confirmVendorEmail, { tags: ['vendors'] }),
    handler: async (request) => {
      const { token } = request.body;
      // A wrong, used, expired or malformed link: one answer for all, so a probe learns nothing.
      const vendor = isAccessTokenShape(token) ? await fastify.vendors.confirmEmail(hashAccessToken(token), new Date()) : null;
      if (!vendor) throw new AppError('UNAUTHORIZED', INVALID_LINK_MESSAGE);
      return { success: true as const, message: VENDOR_CONFIRMED_MESSAGE, data: { id: vendor.id, name: vendor.name } };
    },
  });
}
