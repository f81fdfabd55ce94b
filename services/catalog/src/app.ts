import type { FastifyPluginAsync } from 'fastify';
import { adminAuthPlugin, mongoPlugin, redisPlugin } from '@stallplan/service-kit';
import type { CatalogConfig } from './config.js';

export interface CatalogAppOptions {
  config: CatalogConfig;
}

/** The catalog service (vendors, builders, registration, matching, uploads and the events catalogue) as a plugin: connections first, then its own plugins and routes. */
const catalogApp: FastifyPluginAsync<CatalogAppOptions> = async (fastify, { config }) => {
  await fastify.register(mongoPlugin, { url: config.MONGO_URL, dbName: config.MONGO_DB ?? 'catalog' });
  await fastify.register(redisPlugin, { url: config.REDIS_URL });
  await fastify.register(adminAuthPlugin, { secret: config.ADMIN_TOKEN_SECRET, checkRevocation: true });
};

export default catalogApp;
