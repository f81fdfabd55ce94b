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
 * The public sees active vendors only. A pending profile is a self-registration nobody has
 * reviewed yet (or a vendor the admin switched off); showing it, even without contact details,
 * would publish unchecked text and images under the product's name, and approval exists to keep
 * the list clean. The registration screen already says the profile awaits approval and that the
 * vendor will be told once it is active. The same holds for a profile opened by id: an inactive
 * vendor is "not found". The admin sees every vendor through the admin routes.
 */
export default async function vendorRoutes(fastify: FastifyInstance, _opts: { config: CatalogConfig }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { listVendors, registerVendor } = vendorContract;
  const { getVendorProfile } = vendorMatchingRoutes;

  app.get(listVendors.path, { schema: { tags: ['vendors'], summary: listVendors.summary, response: listVendors.responses } }, async () => {
    const vendors = await fastify.vendors.listActive();
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
