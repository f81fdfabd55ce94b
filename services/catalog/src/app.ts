import type { FastifyPluginAsync } from 'fastify';
import { adminAuthPlugin, mongoPlugin, rateLimiterPlugin, redisPlugin, serviceAuthPlugin } from '@stallplan/service-kit';
import type { CatalogConfig } from './config.js';
import { builderBidStorePlugin } from './plugins/app/builder-bid-store.js';
import { builderMailerPlugin } from './plugins/app/builder-mailer.js';
import { fileStorePlugin } from './plugins/app/file-store.js';
import { reasoningWriterPlugin } from './plugins/app/reasoning-writer.js';
import { registrationNotifierPlugin } from './plugins/app/registration-notifier.js';
import { reviewInvitationsPlugin } from './plugins/app/review-invitations.js';
import { vendorRepositoryPlugin } from './plugins/app/vendor-repository.js';
import adminBuilderBidRoutes from './routes/admin-builder-bids/index.js';
import adminVendorRoutes from './routes/admin-vendors/index.js';
import bidRoutes from './routes/bids/index.js';
import briefRoutes from './routes/briefs/index.js';
import eventRoutes from './routes/events/index.js';
import fileRoutes from './routes/files/index.js';
import recommendationRoutes from './routes/recommendations/index.js';
import smartVendorRoutes from './routes/smart-vendors/index.js';
import uploadRoutes from './routes/uploads/index.js';
import vendorReviewRoutes from './routes/vendor-reviews/index.js';
import vendorRoutes from './routes/vendors/index.js';

export interface CatalogAppOptions {
  config: CatalogConfig;
}

/**
 * The catalog service (vendors, builders, registration, matching, uploads, the events catalogue,
 * and briefs sent to builders with their bids and reviews) as a plugin: connections first, then
 * its own plugins and routes.
 */
const catalogApp: FastifyPluginAsync<CatalogAppOptions> = async (fastify, { config }) => {
  await fastify.register(mongoPlugin, { url: config.MONGO_URL, dbName: config.MONGO_DB ?? 'catalog' });
  await fastify.register(redisPlugin, { url: config.REDIS_URL });
  await fastify.register(adminAuthPlugin, { secret: config.ADMIN_TOKEN_SECRET });
  // The tokens catalog's calls to notify and content carry.
  await fastify.register(serviceAuthPlugin, { secret: config.SERVICE_TOKEN_SECRET, service: 'catalog' });

  await fastify.register(vendorRepositoryPlugin, { config });
  await fastify.register(fileStorePlugin, { config });
  await fastify.register(registrationNotifierPlugin, { config });
  await fastify.register(reasoningWriterPlugin, { config });
  await fastify.register(rateLimiterPlugin, { service: 'catalog' });
  await fastify.register(builderBidStorePlugin, { config });
  await fastify.register(builderMailerPlugin, { config });
  await fastify.register(reviewInvitationsPlugin, { config });

  await fastify.register(vendorRoutes, { config });
  await fastify.register(smartVendorRoutes, { config });
  await fastify.register(adminVendorRoutes, { config });
  await fastify.register(uploadRoutes, { config });
  await fastify.register(fileRoutes, { config });
  await fastify.register(eventRoutes, { config });
  await fastify.register(recommendationRoutes, { config });
  await fastify.register(briefRoutes, { config });
  await fastify.register(bidRoutes, { config });
  await fastify.register(vendorReviewRoutes, { config });
  await fastify.register(adminBuilderBidRoutes, { config });
};

export default catalogApp;
