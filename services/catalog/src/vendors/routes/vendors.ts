import type { FastifyInstance } from 'fastify';
import { VENDOR_NOT_FOUND_MESSAGE, vendorMatchingRoutes, vendorProfileResponse, vendorRoutes as vendorContract } from '@stallplan/contracts';
import { AppError, fromContract, type ZodTypeProvider } from '@stallplan/service-kit';
import type { CatalogConfig } from '../../config.js';
import { pagePublicVendors } from '../domain/page-public-vendors.js';
import { publicPageVendors } from '../domain/public-listing.js';
import registrationRoutes from './registration.js';

export { EMAIL_ALREADY_REGISTERED_MESSAGE } from './registration.js';

/**
 * The public side of the catalogue: Find Builders, the planner's vendor profile and
 * self-registration.
 *
 * Find Builders lists approved vendors in full and pending ones (a self-registration nobody has
 * reviewed yet, or a vendor the admin switched off) under "Pending Approval" with their name,
 * category and place only (vendors/domain/public-listing.ts): their text, contacts and pictures are
 * unreviewed. A pending profile opened by id is "not found", and matching uses approved vendors
 * only. The admin sees every vendor in full through the admin routes. A self-registration whose
 * e-mail address is not confirmed yet is in none of these (see registration.ts).
 *
 * The list comes one page at a time (at most VENDOR_PAGE_SIZE_MAX vendors), filtered here rather
 * than in the browser, so the page count is the count of what matches.
 */
export default async function vendorRoutes(fastify: FastifyInstance, { config }: { config: CatalogConfig }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { listVendors } = vendorContract;
  const { getVendorProfile } = vendorMatchingRoutes;

  app.route({
    ...fromContract(listVendors, { tags: ['vendors'] }),
    handler: async (request) => {
      const listing = await fastify.vendors.publicListing();
      const { vendors: listed, ...page } = pagePublicVendors(listing, request.query);
      const vendors = publicPageVendors(listed, await fastify.vendors.listedVendors(listing, listed));
      return { success: true as const, data: vendors, message: `${page.total} ${page.total === 1 ? 'vendor' : 'vendors'} found`, ...page };
    },
  });

  app.route({
    ...fromContract(getVendorProfile, { tags: ['vendors'] }),
    handler: async (request) => {
      const profile = await fastify.vendors.findById(request.params.id);
      if (!profile || !profile.isActive) throw new AppError('NOT_FOUND', VENDOR_NOT_FOUND_MESSAGE);
      return vendorProfileResponse(profile);
    },
  });

  await fastify.register(registrationRoutes, { config });
}
