import type { FastifyInstance } from 'fastify';
import { BLOG_NOT_FOUND_MESSAGE, blogRoutes as routes } from '@stallplan/contracts';
import { AppError, type ZodTypeProvider } from '@stallplan/service-kit';
import { blogInputErrorHandler } from './blog-input-error-handler.js';

const notFound = () => new AppError('NOT_FOUND', BLOG_NOT_FOUND_MESSAGE);

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
    async (request) => {
      if (request.validationError) throw notFound();
      const article = await fastify.blogRepository.find(request.params.id);
      if (!article) throw notFound();
      return { success: true as const, data: article };
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
        return reply.code(201).send({ success: true as const, data: article });
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
      async (request) => {
        const article = await fastify.blogRepository.update(request.params.id, request.body);
        if (!article) throw notFound();
        return { success: true as const, data: article };
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
