import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { adminVendorRoutes as adminContract, createContentClient, VENDOR_NOT_FOUND_MESSAGE } from '@stallplan/contracts';
import { AppError, type ServiceTokenIssuer, type ZodTypeProvider } from '@stallplan/service-kit';
import type { CatalogConfig } from '../../config.js';

/** How long the dashboard waits for content's blog count before showing 0. */
const BLOG_COUNT_TIMEOUT_MS = 2_000;

/** Vendor management and the dashboard's counts; every route here needs an admin token. */
export default async function adminVendorRoutes(fastify: FastifyInstance, { config }: { config: CatalogConfig }) {
  fastify.addHook('onRequest', fastify.requireAdmin);
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { listAdminVendors, getAdminVendor, createAdminVendor, updateAdminVendor, deleteAdminVendor, adminStats } = adminContract;
  const tags = ['admin'];

  app.get(listAdminVendors.path, { schema: { tags, summary: listAdminVendors.summary, response: listAdminVendors.responses } }, async () => {
    return { success: true as const, data: await fastify.vendors.listAll() };
  });

  app.get(
    getAdminVendor.path,
    { schema: { tags, summary: getAdminVendor.summary, params: getAdminVendor.params, response: getAdminVendor.responses } },
    async (request) => {
      const vendor = await fastify.vendors.findById(request.params.id);
      if (!vendor) throw new AppError('NOT_FOUND', VENDOR_NOT_FOUND_MESSAGE);
      return { success: true as const, data: vendor };
    },
  );

  app.post(
    createAdminVendor.path,
    { schema: { tags, summary: createAdminVendor.summary, body: createAdminVendor.body, response: createAdminVendor.responses } },
    async (request, reply) => {
      const vendor = await fastify.vendors.create(request.body);
      return reply.code(201).send({ success: true as const, data: vendor });
    },
  );

  app.put(
    updateAdminVendor.path,
    {
      schema: { tags, summary: updateAdminVendor.summary, params: updateAdminVendor.params, body: updateAdminVendor.body, response: updateAdminVendor.responses },
    },
    async (request) => {
      const vendor = await fastify.vendors.replace(request.params.id, request.body);
      if (!vendor) throw new AppError('NOT_FOUND', VENDOR_NOT_FOUND_MESSAGE);
      return { success: true as const, data: vendor };
    },
  );

  app.delete(
    deleteAdminVendor.path,
    { schema: { tags, summary: deleteAdminVendor.summary, params: deleteAdminVendor.params, response: deleteAdminVendor.responses } },
    async (request) => {
      const vendor = await fastify.vendors.remove(request.params.id);
      if (!vendor) throw new AppError('NOT_FOUND', VENDOR_NOT_FOUND_MESSAGE);
      return { success: true as const, message: `Vendor "${vendor.name}" was deleted.` };
    },
  );

  const countBlogs = blogCounter(config.CONTENT_URL, fastify.serviceTokens);
  app.get(adminStats.path, { schema: { tags, summary: adminStats.summary, response: adminStats.responses } }, async (request) => {
    const [vendors, blogs] = await Promise.all([fastify.vendors.counts(), countBlogs(request.log)]);
    return { success: true as const, data: { vendors, blogs: { total: blogs } } };
  });
}

/**
 * Blogs belong to content, so the dashboard's blog count is asked of it. Without CONTENT_URL, or
 * when content does not answer in time, the count is 0, as the dashboard shows when its own
 * request fails (marketplace §8); the vendor counts still arrive.
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
