import type { FastifyInstance } from 'fastify';
import {
  VENDOR_NOT_FOUND_MESSAGE,
  VENDOR_REGISTERED_MESSAGE,
  vendorMatchingRoutes,
  vendorProfileResponse,
  vendorRoutes as vendorContract,
} from '@stallplan/contracts';
import { AppError, type ZodTypeProvider } from '@stallplan/service-kit';
import type { CatalogConfig } from '../../config.js';

export const EMAIL_ALREADY_REGISTERED_MESSAGE =
  'A vendor profile with this e-mail address is already registered. If it is yours, wait for its approval or contact us to change it.';

/**
 * The public side of the catalogue: Find Builders, the planner's vendor profile and
 * self-registration.
 *
 * Find Builders lists approved vendors in full and pending ones (a self-registration nobody has
 * reviewed yet, or a vendor the admin switched off) under "Pending Approval" with their name,
 * category and place only (domain/public-listing.ts): their text, contacts and pictures are
 * unreviewed. A pending profile opened by id is "not found", and matching uses approved vendors
 * only. The admin sees every vendor in full through the admin routes.
 */
export default async function vendorRoutes(fastify: FastifyInstance, _opts: { config: CatalogConfig }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { listVendors, registerVendor } = vendorContract;
  const { getVendorProfile } = vendorMatchingRoutes;

  app.get(listVendors.path, { schema: { tags: ['vendors'], summary: listVendors.summary, response: listVendors.responses } }, async () => {
    const vendors = [...(await fastify.vendors.publicListing())];
    return { success: true as const, data: vendors, message: `${vendors.length} ${vendors.length === 1 ? 'vendor' : 'vendors'} found` };
  });

  app.get(
    getVendorProfile.path,
    { schema: { tags: ['vendors'], summary: getVendorProfile.summary, params: getVendorProfile.params, response: getVendorProfile.responses } },
    async (request) => {
      const profile = await fastify.vendors.findById(request.params.id);
      if (!profile || !profile.isActive) throw new AppError('NOT_FOUND', VENDOR_NOT_FOUND_MESSAGE);
      return vendorProfileResponse(profile);
    },
  );

  app.post(
    registerVendor.path,
    {
      schema: {
        tags: ['vendors'],
        summary: registerVendor.summary,
        body: registerVendor.body,
        response: registerVendor.responses,
      },
    },
    async (request, reply) => {
      const outcome = await fastify.vendors.register(request.body);
      if (!outcome.registered) throw new AppError('CONFLICT', EMAIL_ALREADY_REGISTERED_MESSAGE);
      const { vendor } = outcome;
      try {
        await fastify.registrationNotifier.vendorRegistered({ id: vendor.id, name: vendor.name, email: vendor.contact.email ?? '' }, request.log);
      } catch (error) {
        // The profile is stored; a confirmation that fails to go out must not undo that.
        request.log.warn({ err: error, vendorId: vendor.id }, 'registration confirmation failed');
      }
      return reply.code(201).send({ success: true as const, message: VENDOR_REGISTERED_MESSAGE, data: { id: vendor.id } });
    },
  );
}
