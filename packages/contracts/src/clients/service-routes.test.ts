import { describe, expect, it } from 'vitest';
import type { RouteDefinition } from '../http/define-routes.js';
import { adminAuthRoutes } from '../admin-auth.js';
import * as integrations from '../integrations/integration-routes.js';
import { adminBuilderBidRoutes, builderBidRoutes } from '../marketplace/builder-bid-routes.js';
import * as marketplace from '../marketplace/marketplace-routes.js';
import { notifyAdminRoutes, vendorRegistrationMailRoutes } from '../notify/mail-admin.js';
import { mailStopRoutes } from '../notify/mail-stops.js';
import * as planner from '../planner/planner-routes.js';
import { planRoutes } from '../plans/plan-routes.js';
import { quoteRecordRoutes } from '../quotes/quote-records.js';
import { apiRoutes, routesByService } from './service-routes.js';
import { gatewayRoutes } from './web-app-routes.js';

const tables = [
  adminAuthRoutes,
  notifyAdminRoutes,
  mailStopRoutes,
  quoteRecordRoutes,
  planRoutes,
  builderBidRoutes,
  adminBuilderBidRoutes,
  ...Object.values(marketplace),
  ...Object.values(planner),
  integrations.adminApiKeyRoutes,
  integrations.adminWebhookRoutes,
  integrations.integratorWebhookRoutes,
] as Array<Record<string, RouteDefinition>>;

describe('service route tables', () => {
  it('hold every route of every table exactly once, so no name shadows another', () => {
    const names = tables.flatMap((table) => Object.keys(table));
    expect(new Set(names).size).toBe(names.length);
    expect(Object.keys(apiRoutes).sort()).toEqual([...names].sort());
  });

  it('give every method and path one owner', () => {
    const owners = new Map<string, string>();
    const all: Array<[string, Record<string, RouteDefinition>]> = [['gateway', gatewayRoutes], ...Object.entries(routesByService)];
    for (const [owner, table] of all) {
      for (const route of Object.values(table)) {
        const key = `${route.method} ${route.path}`;
        expect(owners.get(key), key).toBeUndefined();
        owners.set(key, owner);
      }
    }
    expect(owners.get('GET /api/smart-vendors')).toBe('catalog');
    expect(owners.get('POST /api/enquiry/send')).toBe('notify');
    expect(owners.get('POST /generate-roi-guide')).toBe('quotes');
    expect(owners.get('GET /api/blogs')).toBe('content');
    expect(owners.get('POST /api/flights/search')).toBe('travel');
    expect(owners.get('GET /api/admin/outbox')).toBe('notify');
    expect(owners.get('POST /internal/vendor-registrations')).toBe('notify');
    expect(owners.get('POST /internal/builder-mails')).toBe('notify');
    expect(owners.get('PUT /api/bids/:token')).toBe('catalog');
    expect(owners.get('PUT /api/plans/:token')).toBe('quotes');
    expect(owners.get('POST /internal/plan-mails')).toBe('notify');
    expect(owners.get('POST /api/admin/api-keys')).toBe('notify');
    expect(owners.get('POST /api/webhooks')).toBe('notify');
  });

  it('keep internal calls out of the public API', () => {
    const publicPaths = (Object.values(apiRoutes) as RouteDefinition[]).map((route) => route.path);
    expect(publicPaths.some((path) => path.startsWith('/internal/'))).toBe(false);
    for (const route of Object.values(vendorRegistrationMailRoutes)) expect(route.path.startsWith('/api')).toBe(false);
  });

  it('declare a 401 on every admin route', () => {
    for (const route of Object.values(apiRoutes) as RouteDefinition[]) {
      if (route.admin) expect(route.responses[401], `${route.method} ${route.path}`).toBeDefined();
    }
  });
});
