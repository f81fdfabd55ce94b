import type { FastifyBaseLogger, FastifyInstance, FastifyReply } from 'fastify';
import {
  adminVendorRoutes as adminContract,
  createContentClient,
  ETAG_HEADER,
  etagOf,
  STALE_VENDOR_MESSAGE,
  VENDOR_NOT_FOUND_MESSAGE,
  type Vendor,
} from '@stallplan/contracts';
import { AppError, expectedVersionOf, type ServiceTokenIssuer, fromContract, type ZodTypeProvider } from '@stallplan/service-kit';
import type { CatalogConfig } from '../../config.js';
import { vendorApprovedEvent } from '../domain/vendor-approved-event.js';
import type { VendorWriteOutcome } from '../plugins/vendor-repository.js';

/** How long the dashboard waits for content's blog count before showing 0. */
const BLOG_COUNT_TIMEOUT_MS = 2_000;

/** Vendor management and the dashboard's counts; every route here needs an admin token. */
export default async function adminVendorRoutes(fastify: FastifyInstance, { config }: { config: CatalogConfig }) {
  fastify.addHook('onRequest', fastify.requireAdmin);
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { listAdminVendors, getAdminVendor, createAdminVendor, updateAdminVendor, patchAdminVendor, deleteAdminVendor, adminStats } = adminContract;
  const tags = ['admin'];

  /** The vendor with its version as the ETag, to be sent back as If-Match with the next write. */
  const withEtag = (reply: FastifyReply, vendor: Vendor) => {
    void reply.header(ETAG_HEADER, etagOf(vendor.version));
    return { success: true as const, data: vendor };
  };
  /** A write's answer: the vendor as written, 404, or 412 with the version that is stored now. */
  const answerWrite = async (reply: FastifyReply, outcome: VendorWriteOutcome) => {
    if (outcome.kind === 'not-found') throw new AppError('NOT_FOUND', VENDOR_NOT_FOUND_MESSAGE);
    if (outcome.kind === 'stale') {
      return reply
        .code(412)
        .header(ETAG_HEADER, etagOf(outcome.currentVersion))
        .send({ success: false as const, error: STALE_VENDOR_MESSAGE, currentVersion: outcome.currentVersion });
    }
    if (outcome.approved) await fastify.integrationEvents.publish('vendor.approved', vendorApprovedEvent(outcome.vendor));
    return reply.send(withEtag(reply, outcome.vendor));
  };

  app.route({
    ...fromContract(listAdminVendors, { tags }),
    handler: async () => {
      return { success: true as const, data: await fastify.vendors.listAll() };
    },
  });

  app.route({
    ...fromContract(getAdminVendor, { tags }),
    handler: async (request, reply) => {
      const vendor = await fastify.vendors.findById(request.params.id);
      if (!vendor) throw new AppError('NOT_FOUND', VENDOR_NOT_FOUND_MESSAGE);
      return withEtag(reply, vendor);
    },
  });

  app.route({
    ...fromContract(createAdminVendor, { tags }),
    handler: async (request, reply) => {
      const vendor = await fastify.vendors.create(request.body);
      // Added by the admin as active: approved as it is created.
      if (vendor.isActive) await fastify.integrationEvents.publish('vendor.approved', vendorApprovedEvent(vendor));
      return reply.code(201).send(withEtag(reply, vendor));
    },
  });

  app.route({
    ...fromContract(updateAdminVendor, { tags }),
    handler: async (request, reply) => {
      const expected = expectedVersionOf(request);
      return answerWrite(reply, await fastify.vendors.replace(request.params.id, request.body, expected));
    },
  });

  app.route({
    ...fromContract(patchAdminVendor, { tags }),
    handler: async (request, reply) => {
      const expected = expectedVersionOf(request);
      return answerWrite(reply, await fastify.vendors.patch(request.params.id, request.body, expected));
    },
  });

  app.route({
    ...fromContract(deleteAdminVendor, { tags }),
    handler: async (request) => {
      const vendor = await fastify.vendors.remove(request.params.id);
      if (!vendor) throw new AppError('NOT_FOUND', VENDOR_NOT_FOUND_MESSAGE);
      return { success: true as const, message: `Vendor "${vendor.name}" was deleted.` };
    },
  });

  const countBlogs = blogCounter(config.CONTENT_URL, fastify.serviceTokens);
  app.route({
    ...fromContract(adminStats, { tags }),
    handler: async (request) => {
      const [vendors, blogs] = await Promise.all([fastify.vendors.counts(), countBlogs(request.log)]);
      return { success: true as const, data: { vendors, blogs: { total: blogs } } };
    },
  });
}

/**
 * Blogs belong to content, so the dashboard's blog count is asked of it. Without CONTENT_URL, or
 * when content does not answer in time, the count is 0, as the dashboard shows when its own
 * request fails (see docs/marketplace.md#dashboard); the vendor counts still arrive.
 */
function blogCounter(contentUrl: string | undefined, serviceTokens: ServiceTokenIssuer): (log: FastifyBaseLogger) => Promise<number> {
  if (!contentUrl) return async () => 0;
  const content = createContentClient({ baseUrl: contentUrl });
  return async (log) => {
    try {
      const answer = await content.listBlogs({
        query: { page: 1, limit: 1 },
        headers: await serviceTokens.headersFor('content'),
        signal: AbortSignal.timeout(BLOG_COUNT_TIMEOUT_MS),
      });
      if (answer.status === 200) return answer.body.pagination.totalPosts;
      log.warn({ status: answer.status }, 'content refused the blog count');
    } catch (error) {
      log.warn({ err: error }, 'content did not give the blog count');
    }
    return 0;
  };
}
