import { adminAuthRoutes } from '../admin-auth.js';
import { adminApiKeyRoutes, adminWebhookRoutes, integratorWebhookRoutes } from '../integrations/integration-routes.js';
import { adminVendorRoutes, blogRoutes, recommendationRoutes, stallRequirementsRoutes, uploadRoutes, vendorRoutes } from '../marketplace/marketplace-routes.js';
import { adminBuilderBidRoutes, builderBidRoutes } from '../marketplace/builder-bid-routes.js';
import { builderMailRoutes } from '../notify/builder-mails.js';
import { planMailRoutes } from '../notify/plan-mails.js';
import { notifyAdminRoutes, vendorRegistrationMailRoutes } from '../notify/mail-admin.js';
import { enquiryRoutes, quoteDocumentRoutes, travelRoutes, vendorMatchingRoutes } from '../planner/planner-routes.js';
import { planRoutes } from '../plans/plan-routes.js';
import { quoteRecordRoutes } from '../quotes/quote-records.js';

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
/** What the browser may call on notify, through the gateway. */
export const notifyPublicRoutes = {
  ...enquiryRoutes,
  ...stallRequirementsRoutes,
  ...notifyAdminRoutes,
  ...adminApiKeyRoutes,
  ...adminWebhookRoutes,
  ...integratorWebhookRoutes,
} as const;
/** Also the internal registration confirmation, builder-bid and saved-plan mails, which only other services call. */
export const notifyRoutes = { ...notifyPublicRoutes, ...vendorRegistrationMailRoutes, ...builderMailRoutes, ...planMailRoutes } as const;
/** The calls the gateway answers itself. */
export const gatewayRoutes = { ...adminAuthRoutes } as const;

export const routesByService = {
  catalog: catalogRoutes,
  content: contentRoutes,
  travel: travelServiceRoutes,
  quotes: quotesRoutes,
  notify: notifyRoutes,
} as const;

/** The whole public API as the browser sees it through the gateway. */
export const apiRoutes = {
  ...gatewayRoutes,
  ...catalogRoutes,
  ...contentRoutes,
  ...travelServiceRoutes,
  ...quotesRoutes,
  // Internal calls stay out: the browser can never reach them.
  ...notifyPublicRoutes,
} as const;
