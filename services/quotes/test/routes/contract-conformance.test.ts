import { describe, expect, it } from 'vitest';
import { planRoutes, pricedPlanRoutes, quoteDocumentRoutes, quoteRecordRoutes } from '@stallplan/contracts';
import { contractMismatches, recordRoutes, type RegisteredRoute } from '@stallplan/service-kit';
import { buildQuotes } from '../helper.js';

describe('quotes routes', () => {
  it("serve their contracts exactly: methods, paths and the contracts' own schemas (a PDF answer has none)", async () => {
    let routes: RegisteredRoute[] = [];
    const app = await buildQuotes({}, (server) => {
      routes = recordRoutes(server);
    });
    await app.close();
    const tables = [quoteDocumentRoutes, quoteRecordRoutes, planRoutes, pricedPlanRoutes];
    expect(contractMismatches(routes, tables, { uncontracted: ['GET /health', 'GET /ready'] })).toEqual([]);
  });
});
