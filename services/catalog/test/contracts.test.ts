import { afterAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  adminBuilderBidRoutes,
  adminVendorRoutes,
  builderBidRoutes,
  recommendationRoutes,
  uploadRoutes,
  vendorMatchingRoutes,
  vendorRoutes,
} from '@stallplan/contracts';
import { uniqueDbName } from '@stallplan/dev-stack/test-infra';
import { contractMismatches, recordRoutes, type RegisteredRoute } from '@stallplan/service-kit';
import { buildCatalog } from './helper.js';
import { dropDatabase } from './vendor-test-kit.js';

/** Served with no contract entry: the probes, and the stored files, which answer with bytes. */
const UNCONTRACTED = ['GET /health', 'GET /ready', 'GET /api/files/:id', 'GET /api/files/:id/thumbnail'];

/**
 * The answers that carry a brief's stall design are checked on the way out as stored, since the
 * contract's design schema transforms form input and cannot serialise (builder-bid-responses.ts).
 */
const STORED_DESIGN_ANSWERS = [
  "GET /api/briefs/:token: response 200 schema is not the contract's",
  "POST /api/briefs/:token/award: response 200 schema is not the contract's",
  "GET /api/bids/:token: response 200 schema is not the contract's",
];

describe('catalog serves its contracts', () => {
  const dbName = uniqueDbName('catalog');
  let app: FastifyInstance | undefined;
  let routes: RegisteredRoute[] = [];
  afterAll(async () => {
    await app?.close();
    await dropDatabase(dbName);
  });

  it('with the method, path and schemas of every entry, and no route without one', async () => {
    app = await buildCatalog({ MONGO_DB: dbName }, (server) => {
      routes = recordRoutes(server);
    });
    const tables = [vendorRoutes, vendorMatchingRoutes, adminVendorRoutes, uploadRoutes, recommendationRoutes, builderBidRoutes, adminBuilderBidRoutes];
    expect(contractMismatches(routes, tables, { uncontracted: UNCONTRACTED }).sort()).toEqual([...STORED_DESIGN_ANSWERS].sort());
  });
});
