import type { FastifyPluginAsync } from 'fastify';
import { adminAuthPlugin, rateLimiterPlugin, redisPlugin, serviceAuthPlugin } from '@stallplan/service-kit';
import { mongoPlugin } from '@stallplan/service-kit/store';
import { integrationEventsPlugin } from '@stallplan/service-kit/queues';
import type { NotifyConfig } from './config.js';
import { integrationStorePlugin } from './integrations/plugins/integration-store.js';
import { webhookDeliveryPlugin } from './integrations/plugins/webhook-delivery.js';
import adminApiKeyRoutes from './integrations/routes/admin-api-keys.js';
import adminWebhookRoutes from './integrations/routes/admin-webhooks.js';
import integratorWebhookRoutes from './integrations/routes/integrator-webhooks.js';
import { mailOutboxPlugin } from './plugins/app/mail-outbox.js';
import { mailRecipientsPlugin } from './plugins/app/mail-recipients.js';
import { planPricingPlugin } from './plugins/app/plan-pricing.js';
import { notifyModelsPlugin } from './plugins/app/notify-models.js';
import notifyAdminRoutes from './routes/admin/index.js';
import builderMailRoutes from './routes/builder-mails/index.js';
import enquiryRoutes from './routes/enquiries/index.js';
import mailStopRoutes from './routes/mail-stops/index.js';
import formNotificationRoutes from './routes/form-notifications/index.js';
import planMailRoutes from './routes/plan-mails/index.js';
import stallRequirementsRoutes from './routes/stall-requirements/index.js';
import vendorRegistrationRoutes from './routes/vendor-registrations/index.js';

export interface NotifyAppOptions {
  config: NotifyConfig;
}

/** The notify service (enquiries, notifications and the outbox) as a plugin: connections first, then its own plugins and routes. */
const notifyApp: FastifyPluginAsync<NotifyAppOptions> = async (fastify, { config }) => {
  await fastify.register(mongoPlugin, { url: config.MONGO_URL, dbName: config.MONGO_DB ?? 'notify' });
  await fastify.register(redisPlugin, { url: config.REDIS_URL });
  await fastify.register(integrationEventsPlugin, { redisUrl: config.REDIS_URL });
  await fastify.register(adminAuthPlugin, { secret: config.ADMIN_TOKEN_SECRET });
  // Every route under /internal/ (catalog's and quotes' mails) then requires a service token addressed to notify.
  await fastify.register(serviceAuthPlugin, { secret: config.SERVICE_TOKEN_SECRET, service: 'notify' });

  await fastify.register(notifyModelsPlugin);
  // The admin's mail of a finished plan prints the quotes service's figures.
  await fastify.register(planPricingPlugin, { config });
  await fastify.register(rateLimiterPlugin, { service: 'notify' });
  // The worker starts here and is closed with the app.
  await fastify.register(mailOutboxPlugin, { config });
  // Who may still be mailed about saved plans, and the "not me" link each such mail carries.
  await fastify.register(mailRecipientsPlugin, { config });
  // Keys and webhooks (docs/integrations.md): the keys' Redis mirror is written again here, and both workers start.
  await fastify.register(integrationStorePlugin, { redisPrefix: config.REDIS_PREFIX });
  await fastify.register(webhookDeliveryPlugin, { config });

  await fastify.register(enquiryRoutes, { config });
  await fastify.register(formNotificationRoutes, { config });
  await fastify.register(stallRequirementsRoutes, { config });
  await fastify.register(vendorRegistrationRoutes, { config });
  await fastify.register(builderMailRoutes, { config });
  await fastify.register(planMailRoutes, { config });
  await fastify.register(mailStopRoutes);
  await fastify.register(notifyAdminRoutes, { config });
  await fastify.register(adminApiKeyRoutes);
  await fastify.register(adminWebhookRoutes, { config });
  await fastify.register(integratorWebhookRoutes, { config });
};

export default notifyApp;
