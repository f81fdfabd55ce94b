import type { FastifyInstance, FastifyReply } from 'fastify';
import { BLOG_NOT_FOUND_MESSAGE, blogRoutes as routes, ETAG_HEADER, etagOf, STALE_BLOG_MESSAGE, type BlogArticle } from '@stallplan/contracts';
import { AppError, expectedVersionOf, fromContract, type ZodTypeProvider } from '@stallplan/service-kit';
import type { BlogWriteOutcome } from '../../plugins/app/blog-repository.js';
import { blogInputErrorHandler } from './blog-input-error-handler.js';

const notFound = () => new AppError('NOT_FOUND', BLOG_NOT_FOUND_MESSAGE);

/** The article with its version as the ETag, to be sent back as If-Match with the next write. */
function withEtag(reply: FastifyReply, article: BlogArticle) {
  void reply.header(ETAG_HEADER, etagOf(article.version));
  return { success: true as const, data: article };
}

/** A write's answer: the article as written, 404, or 412 with the version that is stored now. */
function answerWrite(reply: FastifyReply, outcome: BlogWriteOutcome) {
  if (outcome.kind === 'not-found') throw notFound();
  if (outcome.kind === 'stale') {
    return reply
      .code(412)
      .header(ETAG_HEADER, etagOf(outcome.currentVersion))
      .send({ success: false as const, error: STALE_BLOG_MESSAGE, currentVersion: outcome.currentVersion });
  }
  return reply.send(withEtag(reply, outcome.article));
}

/**
 * `/api/blogs`: reading is public; publishing, editing and deleting need an admin token (the
 * original sent none with some of these calls, so anyone could change the blog).
 */
export default async function blogRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['blogs'];

  app.route({
    ...fromContract(routes.listBlogs, { tags }),
    handler: async (request) => ({ success: true as const, ...(await fastify.blogRepository.list(request.query)) }),
  });

  app.route({
    ...fromContract(routes.getBlog, { tags }),
    // An id that cannot exist names no article: the reader gets the article's 404, not a 400.
    attachValidation: true,
    handler: async (request, reply) => {
      if (request.validationError) throw notFound();
      const article = await fastify.blogRepository.find(request.params.id);
      if (!article) throw notFound();
      return withEtag(reply, article);
    },
  });

  await fastify.register(async function adminBlogRoutes(admin) {
    admin.addHook('onRequest', admin.requireAdmin);
    const adminApp = admin.withTypeProvider<ZodTypeProvider>();

    adminApp.route({
      ...fromContract(routes.createBlog, { tags }),
      errorHandler: blogInputErrorHandler,
      handler: async (request, reply) => {
        const article = await fastify.blogRepository.create(request.body);
        return reply.code(201).send(withEtag(reply, article));
      },
    });

    adminApp.route({
      ...fromContract(routes.updateBlog, { tags }),
      errorHandler: blogInputErrorHandler,
      handler: async (request, reply) => {
        const expected = expectedVersionOf(request);
        const { header, content } = request.body;
        return answerWrite(reply, await fastify.blogRepository.update(request.params.id, { header, content }, expected));
      },
    });

    adminApp.route({
      ...fromContract(routes.patchBlog, { tags }),
      errorHandler: blogInputErrorHandler,
      handler: async (request, reply) => {
        const expected = expectedVersionOf(request);
        return answerWrite(reply, await fastify.blogRepository.update(request.params.id, request.body, expected));
      },
    });

    adminApp.route({
      ...fromContract(routes.deleteBlog, { tags }),
      handler: async (request) => {
        const removed = await fastify.blogRepository.remove(request.params.id);
        if (!removed) throw notFound();
        return { success: true as const, message: `Deleted the article "${removed.header}".` };
      },
    });
  });
}
