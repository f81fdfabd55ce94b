import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TradeEvent } from '@stallplan/contracts';

/** IMTEX as catalog lists it: raw space ₹14,000 per m², built-up ₹16,500 (14,000 × 1.15 rounded up to ₹500). */
export const IMTEX_EVENT: TradeEvent = {
  id: 'imtex',
  name: 'IMTEX',
  city: 'Bangalore',
  venue: 'Bangalore International Exhibition Centre (BIEC)',
  months: [1],
  industries: ['Manufacturing', 'Engineering', 'Automotive'],
  typicalVisitors: 80_000,
  typicalExhibitors: 1000,
  typicalBoothCostPerSqm: 14_000,
  typicalBuiltUpCostPerSqm: 16_500,
  difficulty: 'advanced',
  frequency: 'biennial',
  heldInYear: 2025,
  description: 'Machine tools.',
};

/** A show whose venue and name need escaping in a document. */
export const MARKUP_EVENT: TradeEvent = {
  ...IMTEX_EVENT,
  id: 'markup',
  name: 'Tag & Trade Fair',
  venue: 'Hall <b>A</b> & "B"',
  city: 'Pune',
  typicalBoothCostPerSqm: 9000,
  typicalBuiltUpCostPerSqm: 10_500,
};

export interface CatalogStandIn {
  url: string;
  /** How many times the events list was asked for. */
  readonly requests: number;
  /** The service token each request carried (undefined when none). */
  readonly serviceTokens: readonly (string | undefined)[];
  /** `events`: the list; `unavailable`: 503, as catalog answers when it cannot serve. */
  answer: 'events' | 'unavailable';
  close(): Promise<void>;
}

/**
 * A small HTTP server standing in for catalog's `GET /api/events`, so the quotes service's own
 * tests can look shows up without starting catalog.
 */
export async function startCatalogStandIn(events: readonly TradeEvent[] = [IMTEX_EVENT, MARKUP_EVENT]): Promise<CatalogStandIn> {
  let requests = 0;
  const serviceTokens: (string | undefined)[] = [];
  const server: Server = createServer((request, response) => {
    if (request.method !== 'GET' || !request.url?.startsWith('/api/events')) {
      response.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ success: false, error: 'Not here.' }));
      return;
    }
    requests += 1;
    serviceTokens.push(request.headers['x-service-token'] as string | undefined);
    if (standIn.answer === 'unavailable') {
      response.writeHead(503, { 'content-type': 'application/json' }).end(JSON.stringify({ success: false, error: 'catalog service is unavailable' }));
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ success: true, data: events }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const standIn: CatalogStandIn = {
    url: `http://127.0.0.1:${port}`,
    get requests() {
      return requests;
    },
    serviceTokens,
    answer: 'events',
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return standIn;
}

/** A URL where nothing listens: a port taken from a server that was closed at once. */
export async function unreachableCatalogUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}
