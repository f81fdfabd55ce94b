import { adminAuthRoutes } from '../admin-auth.js';
import {
  adminVendorRoutes,
  blogRoutes,
  recommendationRoutes,
  stallRequirementsRoutes,
  uploadRoutes,
  vendorRoutes,
} from '../marketplace/marketplace-routes.js';
import { enquiryRoutes, quoteDocumentRoutes, travelRoutes, vendorMatchingRoutes } from '../planner/planner-routes.js';

/** Every call each service answers, as DESIGN.md splits the public API. */
export const catalogRoutes = {
  ...vendorRoutes,
  ...vendorMatchingRoutes,
  ...adminVendorRoutes,
  ...uploadRoutes,
  ...recommendationRoutes,
} as const;
export const contentRoutes = { ...blogRoutes } as const;
export const travelServiceRoutes = { ...travelRoutes } as const;
export const quotesRoutes = { ...quoteDocumentRoutes } as const;
export const notifyRoutes = { ...enquiryRoutes, ...stallRequirementsRoutes } as const;
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
  ...notifyRoutes,
} as const;
