import type { FastifyPluginAsync } from 'fastify';
import { adminAuthPlugin, rateLimiterPlugin, redisPlugin, serviceAuthPlugin } from '@stallplan/service-kit';
import { mongoPlugin } from '@stallplan/service-kit/store';
import { integrationEventsPlugin } from '@stallplan/service-kit/queues';
import type { QuotesConfig } from './config.js';
import { pdfClientSlotsPlugin } from './plugins/app/pdf-client-slots.js';
import { pdfQueuePlugin } from './plugins/app/pdf-queue.js';
import { pdfRetentionPlugin } from './plugins/app/pdf-retention.js';
import { quotePdfMakerPlugin } from './plugins/app/quote-pdf-maker.js';
import { quoteStorePlugin } from './plugins/app/quote-store.js';
import { showCataloguePlugin } from './plugins/app/show-catalogue.js';
import myPlansRoutes from './plans/my-plans-routes.js';
import { planMailerPlugin } from './plans/plan-mailer.js';
import { planRetentionPlugin } from './plans/plan-retention-plugin.js';
import planRoutes from './plans/plan-routes.js';
import { planOwnerAddressesPlugin } from './plans/plan-owner-addresses.js';
import { planStorePlugin } from './plans/plan-store.js';
import sharedPlanRoutes from './plans/shared-plan-routes.js';
import adminQuoteRoutes from './routes/admin-quotes/index.js';
import pricedPlanRoutes from './routes/priced-plans/index.js';
import quoteDocumentRoutes from './routes/quote-documents/index.js';
import quoteRecordRoutes from './routes/quotes/index.js';

export interface QuotesAppOptions {
  config: QuotesConfig;
}

/** The quotes service (quotes and their PDFs, saved plans) as a plugin: connections first, then its own plugins and routes. */
const quotesApp: FastifyPluginAsync<QuotesAppOptions> = async (fastify, { config }) => {
  await fastify.register(mongoPlugin, { url: config.MONGO_URL, dbName: config.MONGO_DB ?? 'quotes' });
  await fastify.register(redisPlugin, { url: config.REDIS_URL });
  await fastify.register(integrationEventsPlugin, { redisUrl: config.REDIS_URL });
  await fastify.register(adminAuthPlugin, { secret: config.ADMIN_TOKEN_SECRET });
  // The token quotes' calls to catalog carry, and the check of notify's calls under /internal/.
  await fastify.register(serviceAuthPlugin, { secret: config.SERVICE_TOKEN_SECRET, service: 'quotes' });

  await fastify.register(quoteStorePlugin, { config });
  await fastify.register(pdfQueuePlugin, { config });
  await fastify.register(pdfClientSlotsPlugin, { config });
  await fastify.register(pdfRetentionPlugin, { config });
  await fastify.register(showCataloguePlugin, { config });
  await fastify.register(quotePdfMakerPlugin);
  await fastify.register(rateLimiterPlugin, { service: 'quotes' });
  await fastify.register(planMailerPlugin, { config });
  await fastify.register(planStorePlugin);
  await fastify.register(planOwnerAddressesPlugin);
  await fastify.register(planRetentionPlugin, { config });

  await fastify.register(quoteDocumentRoutes);
  await fastify.register(quoteRecordRoutes, { config });
  await fastify.register(adminQuoteRoutes);
  await fastify.register(pricedPlanRoutes);
  await fastify.register(planRoutes, { config });
  await fastify.register(sharedPlanRoutes, { config });
  await fastify.register(myPlansRoutes, { config });
};

export default quotesApp;
