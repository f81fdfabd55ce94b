import { describe, expect, it } from 'vitest';
import {
  adminApiKeyRoutes,
  adminWebhookRoutes,
  builderMailRoutes,
  enquiryRoutes,
  integratorWebhookRoutes,
  mailStopRoutes,
  notifyAdminRoutes,
  planMailRoutes,
  stallRequirementsRoutes,
  vendorRegistrationMailRoutes,
} from '@stallplan/contracts';
import { contractMismatches, recordRoutes, type RegisteredRoute } from '@stallplan/service-kit';
import { buildNotify } from './helper.js';

describe('notify routes', () => {
  it("serve their contracts exactly, internal ones included: methods, paths and the contracts' own schemas", async () => {
    let routes: RegisteredRoute[] = [];
    const app = await buildNotify({}, (server) => {
      routes = recordRoutes(server);
    });
    await app.close();
    const tables = [
      enquiryRoutes,
      stallRequirementsRoutes,
      notifyAdminRoutes,
      vendorRegistrationMailRoutes,
      builderMailRoutes,
      planMailRoutes,
      adminApiKeyRoutes,
      adminWebhookRoutes,
      integratorWebhookRoutes,
      mailStopRoutes,
    ];
    expect(contractMismatches(routes, tables, { uncontracted: ['GET /health', 'GET /ready'] })).toEqual([]);
  });
});
