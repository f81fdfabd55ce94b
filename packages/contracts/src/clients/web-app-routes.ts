import { adminAuthRoutes } from '../admin-auth.js';
import { adminVendorRoutes, blogRoutes, recommendationRoutes, stallRequirementsRoutes, uploadRoutes, vendorRoutes } from '../marketplace/marketplace-routes.js';
import { adminBuilderBidRoutes, builderBidRoutes } from '../marketplace/builder-bid-routes.js';
import { notifyAdminRoutes } from '../notify/mail-admin.js';
import { mailStopRoutes } from '../notify/mail-stops.js';
import { enquiryRoutes, quoteDocumentRoutes, travelRoutes, vendorMatchingRoutes } from '../planner/planner-routes.js';
import { planRoutes } from '../plans/plan-routes.js';
import { quoteRecordRoutes } from '../quotes/quote-records.js';

/**
 * The routes the web app's pages call, per service. Kept apart from the integration routes (see
 * service-routes.ts) so that the planner's first load, which imports this module, does not carry them.
 */

/** Every call each service answers, as DESIGN.md splits the public API. */
export const catalogRoutes = {
  ...vendorRoutes,
  ...vendorMatchingRoutes,
  ...adminVendorRoutes,
  ...uploadRoutes,
  ...recommendationRoutes,
  ...builderBidRoutes,
  ...adminBuilderBidRoutes,
} as const;
export const contentRoutes = { ...blogRoutes } as const;
export const travelServiceRoutes = { ...travelRoutes } as const;
export const quotesRoutes = { ...quoteDocumentRoutes, ...quoteRecordRoutes, ...planRoutes } as const;
/** What the browser's pages may call on notify, through the gateway. */
export const notifyWebRoutes = { ...enquiryRoutes, ...stallRequirementsRoutes, ...notifyAdminRoutes, ...mailStopRoutes } as const;
/** The calls the gateway answers itself. */
export const gatewayRoutes = { ...adminAuthRoutes } as const;

/** What the web app's pages call through the gateway: the public API but the integration routes. */
export const webAppRoutes = {
  ...gatewayRoutes,
  ...catalogRoutes,
  ...contentRoutes,
  ...travelServiceRoutes,
  ...quotesRoutes,
  // Internal calls stay out: the browser can never reach them.
  ...notifyWebRoutes,
} as const;
export type WebAppRoutes = typeof webAppRoutes;
