import type { FastifyInstance, FastifyReply } from 'fastify';
import { BLOG_NOT_FOUND_MESSAGE, blogRoutes as routes, ETAG_HEADER, etagOf, STALE_BLOG_MESSAGE, type BlogArticle } from '@stallplan/contracts';
import { AppError, expectedVersionOf, type ZodTypeProvider } from '@stallplan/service-kit';
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

  app.get(
    routes.listBlogs.path,
    { schema: { tags: ['blogs'], summary: routes.listBlogs.summary, querystring: routes.listBlogs.query, response: routes.listBlogs.responses } },
    async (request) => ({ success: true as const, ...(await fastify.blogRepository.list(request.query)) }),
  );

  app.get(
    routes.getBlog.path,
    {
      schema: { tags: ['blogs'], summary: routes.getBlog.summary, params: routes.getBlog.params, response: routes.getBlog.responses },
      // An id that cannot exist names no article: the reader gets the article's 404, not a 400.
      attachValidation: true,
    },
    async (request, reply) => {
      if (request.validationError) throw notFound();
      const article = await fastify.blogRepository.find(request.params.id);
      if (!article) throw notFound();
      return withEtag(reply, article);
    },
  );

  await fastify.register(async function adminBlogRoutes(admin) {
    admin.addHook('onRequest', admin.requireAdmin);
    const adminApp = admin.withTypeProvider<ZodTypeProvider>();

    adminApp.post(
      routes.createBlog.path,
      {
        schema: {
          tags: ['blogs'],
          summary: routes.createBlog.summary,
          security: [{ adminToken: [] }],
          body: routes.createBlog.body,
          response: routes.createBlog.responses,
        },
        errorHandler: blogInputErrorHandler,
      },
      async (request, reply) => {
        const article = await fastify.blogRepository.create(request.body);
        return reply.code(201).send(withEtag(reply, article));
      },
    );

    adminApp.put(
      routes.updateBlog.path,
      {
        schema: {
          tags: ['blogs'],
          summary: routes.updateBlog.summary,
          security: [{ adminToken: [] }],
          params: routes.updateBlog.params,
          body: routes.updateBlog.body,
          response: routes.updateBlog.responses,
        },
        errorHandler: blogInputErrorHandler,
      },
      async (request, reply) => {
        const expected = expectedVersionOf(request);
        const { header, content } = request.body;
        return answerWrite(reply, await fastify.blogRepository.update(request.params.id, { header, content }, expected));
      },
    );

    adminApp.patch(
      routes.patchBlog.path,
      {
        schema: {
          tags: ['blogs'],
          summary: routes.patchBlog.summary,
          security: [{ adminToken: [] }],
          params: routes.patchBlog.params,
          body: routes.patchBlog.body,
          response: routes.patchBlog.responses,
        },
        errorHandler: blogInputErrorHandler,
      },
      async (request, reply) => {
        const expected = expectedVersionOf(request);
        return answerWrite(reply, await fastify.blogRepository.update(request.params.id, request.body, expected));
      },
    );

    adminApp.delete(
      routes.deleteBlog.path,
      {
        schema: {
          tags: ['blogs'],
          summary: routes.deleteBlog.summary,
          security: [{ adminToken: [] }],
          params: routes.deleteBlog.params,
          response: routes.deleteBlog.responses,
        },
      },
      async (request) => {
        const removed = await fastify.blogRepository.remove(request.params.id);
        if (!removed) throw notFound();
        return { success: true as const, message: `Deleted the article "${removed.header}".` };
      },
    );
  });
}
