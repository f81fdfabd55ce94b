import { describe, expect, it } from 'vitest';
import { adminAuthRoutes } from '../admin-auth.js';
import { errorResponseSchema } from '../envelope.js';
import { createClient } from '../http/create-client.js';
import { fileResponseSchema, type RouteTable } from '../http/define-routes.js';
import { adminVendorRoutes, blogRoutes, recommendationRoutes, stallRequirementsRoutes, uploadRoutes, vendorRoutes } from '../marketplace/marketplace-routes.js';
import { enquiryRoutes, quoteDocumentRoutes, travelRoutes, vendorMatchingRoutes } from './planner-routes.js';
import { hotelSearchRequestFrom } from './travel-search.js';

const plannerTables: RouteTable[] = [travelRoutes, vendorMatchingRoutes, enquiryRoutes, quoteDocumentRoutes];
const otherTables: RouteTable[] = [adminAuthRoutes, blogRoutes, vendorRoutes, adminVendorRoutes, uploadRoutes, recommendationRoutes, stallRequirementsRoutes];
const routes = plannerTables.flatMap((table) => Object.entries(table));
const everyRoute = [...plannerTables, ...otherTables].flatMap((table) => Object.entries(table));

describe('planner routes', () => {
  it('keep the public calls exactly', () => {
    expect(routes.map(([, route]) => `${route.method} ${route.path}`).sort()).toEqual(
      [
        'POST /api/geocode',
        'POST /api/distance',
        'POST /api/hotels/search',
        'POST /api/flights/search',
        'POST /api/logistics/search',
        'POST /api/travel/comprehensive',
        'GET /api/smart-vendors',
        'GET /api/vendors/:id',
        'POST /api/enquiry/send',
        'POST /api/send-form-notification',
        'POST /api/generate-quote-pdf',
        'POST /generate-roi-guide',
      ].sort(),
    );
  });

  it('have names and method+path pairs unique across the whole API', () => {
    const names = everyRoute.map(([name]) => name);
    expect(new Set(names).size).toBe(names.length);
    const keys = everyRoute.map(([, route]) => `${route.method} ${route.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('start every path with /api/, except the ROI guide', () => {
    for (const [name, route] of routes) expect(route.path.startsWith('/api/'), name).toBe(name !== 'generateRoiGuide');
  });

  it('declare 200 and 400 on every route, 404 for a missing vendor, and no admin token', () => {
    for (const [name, route] of routes) {
      expect(route.responses[200], name).toBeDefined();
      expect(route.responses[400], name).toBe(errorResponseSchema);
      expect('admin' in route, name).toBe(false);
    }
    expect(vendorMatchingRoutes.getVendorProfile.responses[404]).toBe(errorResponseSchema);
  });

  it('declare 503 where an upstream may be down, and answer the documents as files', () => {
    const mayBeDown = [
      'searchFlights',
      'searchHotels',
      'searchLogistics',
      'geocode',
      'sendEnquiry',
      'sendFormNotification',
      'generateQuotePdf',
      'generateRoiGuide',
    ];
    for (const [name, route] of routes) expect(route.responses[503] !== undefined, name).toBe(mayBeDown.includes(name));
    expect(enquiryRoutes.sendEnquiry.responses[502]).toBe(errorResponseSchema);
    expect(quoteDocumentRoutes.generateQuotePdf.responses[200]).toBe(fileResponseSchema);
    expect(quoteDocumentRoutes.generateRoiGuide.responses[200]).toBe(fileResponseSchema);
  });

  it('answer a missing vendor with the sentence the planner reads', () => {
    expect(vendorMatchingRoutes.getVendorProfile.responses[404].parse({ success: false, error: 'Vendor not found' })).toEqual({
      success: false,
      error: 'Vendor not found',
    });
  });
});

describe('a client of the planner routes', () => {
  it('sends a request built from the planner state and reads the answer', async () => {
    const sent: Array<{ url: string; body: unknown }> = [];
    const client = createClient(travelRoutes, {
      baseUrl: 'http://gateway.test',
      fetch: (async (url: string, init: RequestInit) => {
        sent.push({ url, body: JSON.parse(String(init.body)) });
        return new Response(JSON.stringify({ success: true, hotels: [], total: 0 }), { status: 200, headers: { 'content-type': 'application/json' } });
      }) as typeof fetch,
    });
    const body = hotelSearchRequestFrom({ destinationCity: 'Chennai', arrivalDate: '2026-12-01', departureDate: '2026-12-04', teamSize: 3 });
    const answer = await client.searchHotels({ body });
    expect(sent).toEqual([
      { url: 'http://gateway.test/api/hotels/search', body: { city: 'Chennai', checkIn: '2026-12-01', checkOut: '2026-12-04', guests: 3, rooms: 1 } },
    ]);
    expect(answer).toEqual({ status: 200, body: { success: true, hotels: [], total: 0 } });
  });
});
