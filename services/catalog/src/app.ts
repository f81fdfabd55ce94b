import type { FastifyPluginAsync } from 'fastify';
import { adminAuthPlugin, rateLimiterPlugin, redisPlugin, serviceAuthPlugin } from '@stallplan/service-kit';
import { mongoPlugin } from '@stallplan/service-kit/store';
import { integrationEventsPlugin } from '@stallplan/service-kit/queues';
import type { CatalogConfig } from './config.js';
import { builderBidStorePlugin } from './builder-bids/plugins/builder-bid-store.js';
import { builderMailerPlugin } from './builder-bids/plugins/builder-mailer.js';
import { fileStorePlugin } from './uploads/plugins/file-store.js';
import { orphanUploadSweepPlugin } from './uploads/plugins/orphan-upload-sweep.js';
import { reasoningWriterPlugin } from './events/plugins/reasoning-writer.js';
import { registrationNotifierPlugin } from './vendors/plugins/registration-notifier.js';
import { reviewInvitationsPlugin } from './builder-bids/plugins/review-invitations.js';
import { vendorRepositoryPlugin } from './vendors/plugins/vendor-repository.js';
import adminBuilderBidRoutes from './builder-bids/routes/admin-builder-bids.js';
import adminVendorRoutes from './vendors/routes/admin-vendors.js';
import bidRoutes from './builder-bids/routes/bids.js';
import briefRoutes from './builder-bids/routes/briefs.js';
import eventRoutes from './events/routes/events.js';
import fileRoutes from './uploads/routes/files.js';
import recommendationRoutes from './events/routes/recommendations.js';
import smartVendorRoutes from './matching/routes/smart-vendors.js';
import uploadRoutes from './uploads/routes/uploads.js';
import vendorReviewRoutes from './builder-bids/routes/vendor-reviews.js';
import vendorRoutes from './vendors/routes/vendors.js';

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
  await fastify.register(integrationEventsPlugin, { redisUrl: config.REDIS_URL });
  await fastify.register(adminAuthPlugin, { secret: config.ADMIN_TOKEN_SECRET });
  // The tokens catalog's calls to notify and content carry.
  await fastify.register(serviceAuthPlugin, { secret: config.SERVICE_TOKEN_SECRET, service: 'catalog' });

  await fastify.register(vendorRepositoryPlugin, { config });
  await fastify.register(fileStorePlugin, { config });
  await fastify.register(orphanUploadSweepPlugin, { config });
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
