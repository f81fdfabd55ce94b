import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineRoutes, fileResponseSchema } from '@stallplan/contracts';
import { contractMismatches, createServer, fromContract, recordRoutes } from '../src/index.js';

const item = z.object({ success: z.literal(true), id: z.string() });
const routes = defineRoutes({
  getItem: { method: 'GET', path: '/api/items/:id', summary: 'One item', params: z.object({ id: z.string() }), responses: { 200: item } },
  addItem: { method: 'POST', path: '/api/items', summary: 'Add', body: z.object({ name: z.string() }), responses: { 201: item } },
  itemPdf: { method: 'GET', path: '/api/items/:id/pdf', summary: 'PDF', params: z.object({ id: z.string() }), responses: { 200: fileResponseSchema } },
});
const health = ['GET /health', 'GET /ready'];
const handler = async () => ({ success: true as const, id: 'x' });

/** Builds an app whose routes come from `register`, and the routes it registered. */
async function served(register: (app: ReturnType<typeof createServer>) => void) {
  const app = createServer({ service: 'items', logger: false });
  const routesSeen = recordRoutes(app);
  register(app);
  await app.ready();
  await app.close();
  return routesSeen;
}

const allFromContract = (app: ReturnType<typeof createServer>) => {
  for (const entry of Object.values(routes)) app.route({ ...fromContract(entry), handler });
};

describe('contractMismatches', () => {
  it('finds nothing when every entry is registered from its contract', async () => {
    expect(contractMismatches(await served(allFromContract), routes, { uncontracted: health })).toEqual([]);
    expect(
      contractMismatches(await served(allFromContract), [{ getItem: routes.getItem }, { addItem: routes.addItem, itemPdf: routes.itemPdf }], {
        uncontracted: health,
      }),
    ).toEqual([]);
  });

  it('fails a route registered by hand with an equal but different schema', async () => {
    const seen = await served((app) => {
      app.route({ ...fromContract(routes.getItem), handler });
      app.route({ ...fromContract(routes.itemPdf), handler });
      app.route({ method: 'POST', url: '/api/items', schema: { body: z.object({ name: z.string() }), response: { 201: item } }, handler });
    });
    expect(contractMismatches(seen, routes, { uncontracted: health })).toEqual(["POST /api/items: body schema is not the contract's"]);
  });

  it('fails a missing, an extra or a changed response', async () => {
    const seen = await served((app) => {
      app.route({ ...fromContract(routes.getItem), handler });
      app.route({ ...fromContract(routes.itemPdf), schema: { ...fromContract(routes.itemPdf).schema, response: { 200: item } }, handler });
      app.route({ ...fromContract(routes.addItem), schema: { ...fromContract(routes.addItem).schema, response: { 200: item } }, handler });
    });
    expect(contractMismatches(seen, routes, { uncontracted: health })).toEqual([
      "POST /api/items: response 201 schema is not the contract's",
      "POST /api/items: response 200 schema is not the contract's",
      "GET /api/items/:id/pdf: response 200 schema is not the contract's",
    ]);
  });

  it('fails a route served at another path or with another method, and one with no entry', async () => {
    const seen = await served((app) => {
      app.route({ ...fromContract(routes.getItem), url: '/api/item/:id', handler });
      app.route({ ...fromContract(routes.addItem), method: 'PUT', handler });
      app.route({ ...fromContract(routes.itemPdf), handler });
    });
    expect(contractMismatches(seen, routes, { uncontracted: health }).sort()).toEqual([
      'GET /api/item/:id: served with no contract entry',
      'GET /api/items/:id: in the contract but not served',
      'POST /api/items: in the contract but not served',
      'PUT /api/items: served with no contract entry',
    ]);
  });

  it('counts the health probes as uncontracted only when told', async () => {
    expect(contractMismatches(await served(allFromContract), routes)).toEqual([
      'GET /health: served with no contract entry',
      'GET /ready: served with no contract entry',
    ]);
  });
});
