import { describe, expect, it } from 'vitest';
import { blogRoutes } from '@stallplan/contracts';
import { contractMismatches, recordRoutes, type RegisteredRoute } from '@stallplan/service-kit';
import { buildContent, closeContent } from '../helper.js';

describe('content routes', () => {
  it("serve the blog contract exactly: methods, paths and the contract's own schemas", async () => {
    let routes: RegisteredRoute[] = [];
    const app = await buildContent({}, (server) => {
      routes = recordRoutes(server);
    });
    await closeContent(app);
    expect(contractMismatches(routes, blogRoutes, { uncontracted: ['GET /health', 'GET /ready'] })).toEqual([]);
  });
});
