import type { FastifyPluginAsync } from 'fastify';
import { adminAuthPlugin, redisPlugin, type CreateServerOptions } from '@stallplan/service-kit';
import { mongoPlugin } from '@stallplan/service-kit/store';
import type { ContentConfig } from './config.js';
import { blogRepository } from './plugins/app/blog-repository.js';
import { seedDemoArticlesOnReady } from './plugins/app/seed-demo-articles.js';
import blogRoutes from './routes/blogs/index.js';

export interface ContentAppOptions {
  config: ContentConfig;
}

/**
 * Server options the content service needs: slugs run to 200 characters, past the router's
 * default limit of 100 for a path parameter, which it answers with a bare 414. Node refuses a
 * request head over 16 KiB anyway, so with this limit every id a client can send reaches the route
 * and gets the article's 404.
 */
export function contentServerOptions(): Partial<CreateServerOptions> {
  return { fastify: { routerOptions: { maxParamLength: 16 * 1024 } } };
}

/** The content service (blogs) as a plugin: connections first, then its own plugins and routes. */
const contentApp: FastifyPluginAsync<ContentAppOptions> = async (fastify, { config }) => {
  await fastify.register(mongoPlugin, { url: config.MONGO_URL, dbName: config.MONGO_DB ?? 'content' });
  await fastify.register(redisPlugin, { url: config.REDIS_URL });
  await fastify.register(adminAuthPlugin, { secret: config.ADMIN_TOKEN_SECRET });

  await fastify.register(blogRepository);
  await fastify.register(seedDemoArticlesOnReady, { enabled: config.SEED_DEMO_DATA });

  await fastify.register(blogRoutes);
};

export default contentApp;
