import { z } from 'zod';

/** What an integrator's key may do; each keyed route needs exactly one of these. */
export const API_SCOPES = [
  'vendors:read',
  'events:read',
  'travel:search',
  'quotes:write',
  'plans:write',
  'briefs:write',
  'webhooks:manage',
  // Not a route's scope: lets webhook payloads carry an exhibitor's contact details.
  'contacts:read',
] as const;
export const apiScopeSchema = z.enum(API_SCOPES, { error: () => `Scope must be one of: ${API_SCOPES.join(', ')}.` });
export type ApiScope = z.infer<typeof apiScopeSchema>;

/** What each scope lets a key do, for the admin form and the README. */
export const apiScopeDescriptions: Record<ApiScope, string> = {
  'vendors:read': 'Find builders and vendors, read profiles and reviews.',
  'events:read': 'Read the events catalogue and event recommendations.',
  'travel:search': 'Search flights, hotels and logistics; geocode and distances.',
  'quotes:write': "Price a plan as a quote PDF and read stored quotes' figures.",
  'plans:write': 'Save plans, update, version, export and share them.',
  'briefs:write': 'Send a brief to builders, compare bids and award one.',
  'webhooks:manage': "Register, list and remove the key's own webhook endpoints.",
  'contacts:read': "Receive exhibitors' contact details in webhook payloads and stored quotes, and stored quotes' PDFs.",
};

/**
 * The routes a key may call, by their name in `apiRoutes`, and the scope each needs. Everything
 * else (admin, uploads, the builder's private links, mails to vendors, sign-in sessions) stays
 * with the web app.
 */
const scopeOfEachRoute = {
  listVendors: 'vendors:read',
  getVendorProfile: 'vendors:read',
  findSmartVendors: 'vendors:read',
  listVendorReviews: 'vendors:read',
  listEvents: 'events:read',
  recommendEvents: 'events:read',
  searchFlights: 'travel:search',
  searchHotels: 'travel:search',
  searchLogistics: 'travel:search',
  searchTravel: 'travel:search',
  geocode: 'travel:search',
  distance: 'travel:search',
  generateQuotePdf: 'quotes:write',
  getQuote: 'quotes:write',
  getQuotePdf: 'quotes:write',
  createPlan: 'plans:write',
  getPlan: 'plans:write',
  updatePlan: 'plans:write',
  deletePlan: 'plans:write',
  exportPlan: 'plans:write',
  getPlanQuote: 'plans:write',
  getPlanVersion: 'plans:write',
  restorePlanVersion: 'plans:write',
  getPlanVersionPdf: 'plans:write',
  comparePlanVersions: 'plans:write',
  createPlanShare: 'plans:write',
  revokePlanShare: 'plans:write',
  createBrief: 'briefs:write',
  getBriefComparison: 'briefs:write',
  awardBid: 'briefs:write',
  listMyWebhooks: 'webhooks:manage',
  createMyWebhook: 'webhooks:manage',
  deleteMyWebhook: 'webhooks:manage',
  listMyWebhookDeliveries: 'webhooks:manage',
} as const satisfies Record<string, ApiScope>;
/** The name of a route a key may call, for clients typed to those routes only (`@stallplan/client`). */
export type KeyedRouteName = keyof typeof scopeOfEachRoute;
export const routeScopes: Readonly<Record<string, ApiScope>> = scopeOfEachRoute;

/** Routes only a key may call: they act on the key's own records. */
export const keyOnlyRoutes: ReadonlySet<string> = new Set(['listMyWebhooks', 'createMyWebhook', 'deleteMyWebhook', 'listMyWebhookDeliveries']);

/**
 * Routes whose answer depends on the calling key, and the service that gives it: the key's own
 * records, or a stored quote's contact details for a key with `contacts:read`. The gateway vouches
 * to that service for the key it checked (its id and scopes); without that, a service acts for no key.
 */
export const keyAwareRoutes: Readonly<Record<string, 'notify' | 'quotes'>> = {
  listMyWebhooks: 'notify',
  createMyWebhook: 'notify',
  deleteMyWebhook: 'notify',
  listMyWebhookDeliveries: 'notify',
  getQuote: 'quotes',
  getQuotePdf: 'quotes',
};

export function scopeOfRoute(routeName: string): ApiScope | undefined {
  return Object.hasOwn(routeScopes, routeName) ? routeScopes[routeName] : undefined;
}

/** The versioned path a keyed client calls: `/api/vendors` becomes `/api/v1/vendors`. */
export const API_VERSION_PREFIX = '/api/v1';
export function versionedPath(path: string): string {
  if (!path.startsWith('/api/')) throw new TypeError(`${path} is not under /api/ and has no versioned path.`);
  return `${API_VERSION_PREFIX}${path.slice('/api'.length)}`;
}
