import { adminApiKeyRoutes, adminWebhookRoutes, integratorWebhookRoutes } from '../integrations/integration-routes.js';
import { builderMailRoutes } from '../notify/builder-mails.js';
import { planMailRoutes } from '../notify/plan-mails.js';
import { vendorRegistrationMailRoutes } from '../notify/mail-admin.js';
import { pricedPlanRoutes } from '../quotes/priced-plans.js';
import { catalogRoutes, contentRoutes, notifyWebRoutes, quotesRoutes, travelServiceRoutes, webAppRoutes } from './web-app-routes.js';

/** Integrators' keys and webhooks: the admin's two pages and keyed clients call them, no other page does. */
export const integrationRoutes = { ...adminApiKeyRoutes, ...adminWebhookRoutes, ...integratorWebhookRoutes } as const;
/** What the browser and integrators may call on notify, through the gateway. */
export const notifyPublicRoutes = { ...notifyWebRoutes, ...integrationRoutes } as const;
/** Also the internal registration confirmation, builder-bid and saved-plan mails, which only other services call. */
export const notifyRoutes = { ...notifyPublicRoutes, ...vendorRegistrationMailRoutes, ...builderMailRoutes, ...planMailRoutes } as const;
/** Also the internal pricing of a plan, which notify calls for its admin mail. */
export const quotesServiceRoutes = { ...quotesRoutes, ...pricedPlanRoutes } as const;

export const routesByService = {
  catalog: catalogRoutes,
  content: contentRoutes,
  travel: travelServiceRoutes,
  quotes: quotesServiceRoutes,
  notify: notifyRoutes,
} as const;

/** The whole public API through the gateway. */
export const apiRoutes = { ...webAppRoutes, ...integrationRoutes } as const;
