import type { FastifyPluginAsync } from 'fastify';
import { adminAuthPlugin, mongoPlugin, redisPlugin } from '@stallplan/service-kit';
import type { CatalogConfig } from './config.js';
import { fileStorePlugin } from './plugins/app/file-store.js';
import { reasoningWriterPlugin } from './plugins/app/reasoning-writer.js';
import { registrationNotifierPlugin } from './plugins/app/registration-notifier.js';
import { vendorRepositoryPlugin } from './plugins/app/vendor-repository.js';
import adminVendorRoutes from './routes/admin-vendors/index.js';
import eventRoutes from './routes/events/index.js';
import fileRoutes from './routes/files/index.js';
import recommendationRoutes from './routes/recommendations/index.js';
import smartVendorRoutes from './routes/smart-vendors/index.js';
import uploadRoutes from './routes/uploads/index.js';
import vendorRoutes from './routes/vendors/index.js';

export interface CatalogAppOptions {
  config: CatalogConfig;
}

/** The catalog service (vendors, builders, registration, matching, uploads and the events catalogue) as a plugin: connections first, then its own plugins and routes. */
const catalogApp: FastifyPluginAsync<CatalogAppOptions> = async (fastify, { config }) => {
  await fastify.register(mongoPlugin, { url: config.MONGO_URL, dbName: config.MONGO_DB ?? 'catalog' });
  await fastify.register(redisPlugin, { url: config.REDIS_URL });
  await fastify.register(adminAuthPlugin, { secret: config.ADMIN_TOKEN_SECRET, checkRevocation: true });

  await fastify.register(vendorRepositoryPlugin, { config });
  await fastify.register(fileStorePlugin, { config });
  await fastify.register(registrationNotifierPlugin, { config });
  await fastify.register(reasoningWriterPlugin, { config });

  await fastify.register(vendorRoutes, { config });
  await fastify.register(smartVendorRoutes, { config });
  await fastify.register(adminVendorRoutes, { config });
  await fastify.register(uploadRoutes, { config });
  await fastify.register(fileRoutes, { config });
  await fastify.register(eventRoutes, { config });
  await fastify.register(recommendationRoutes, { config });
};

export default catalogApp;
