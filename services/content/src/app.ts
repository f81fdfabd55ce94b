import type { FastifyPluginAsync } from 'fastify';
import { adminAuthPlugin, mongoPlugin } from '@stallplan/service-kit';
import type { ContentConfig } from './config.js';

export interface ContentAppOptions {
  config: ContentConfig;
}

/** The content service (blogs) as a plugin: connections first, then its own plugins and routes. */
const contentApp: FastifyPluginAsync<ContentAppOptions> = async (fastify, { config }) => {
  await fastify.register(mongoPlugin, { url: config.MONGO_URL, dbName: config.MONGO_DB ?? 'content' });
  await fastify.register(adminAuthPlugin, { secret: config.ADMIN_TOKEN_SECRET });
};

export default contentApp;
