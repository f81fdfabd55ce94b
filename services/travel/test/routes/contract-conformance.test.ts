import { describe, expect, it } from 'vitest';
import { travelRoutes } from '@stallplan/contracts';
import { contractMismatches, recordRoutes, type RegisteredRoute } from '@stallplan/service-kit';
import { buildTravel } from '../helper.js';

describe('travel routes', () => {
  it("serve the travel contract exactly: methods, paths and the contract's own schemas", async () => {
    let routes: RegisteredRoute[] = [];
    const app = await buildTravel({}, {}, (server) => {
      routes = recordRoutes(server);
    });
    await app.close();
    expect(contractMismatches(routes, travelRoutes, { uncontracted: ['GET /health', 'GET /ready'] })).toEqual([]);
  });
});
