import { describe, expect, it } from 'vitest';
import { MAX_VENDOR_RECOMMENDATIONS, smartVendorsResponseSchema, type VendorRecommendation } from '@stallplan/contracts';
import { DEMO_VENDORS } from '../src/vendors/domain/demo-vendors.js';
import { distanceKm, locatePlace } from '../src/matching/domain/match-score.js';
import { adminHeaders, catalogForTests, vendorInput } from './vendor-test-kit.js';

/** Each demo vendor's distance from Mumbai, by name, to classify the answer. */
const kmFromMumbai = new Map(DEMO_VENDORS.map((demo) => [demo.input.name, distanceKm(locatePlace(demo.input.city, demo.input.state), locatePlace('Mumbai'))]));

describe('smart vendor matching', () => {
  const catalog = catalogForTests({ SEED_DEMO_DATA: 'true' });

  const search = async (query: string) => {
    const res = await catalog.app.inject({ method: 'GET', url: `/api/smart-vendors?${query}` });
    return { res, vendors: res.statusCode === 200 ? (smartVendorsResponseSchema.parse(res.json()).data as VendorRecommendation[]) : [] };
  };

  it('ranks Mumbai and nearby vendors above distant ones for an 18 sq m booth in Mumbai', async () => {
    const { res, vendors } = await search('destinationCity=Mumbai&boothSize=18');
    expect(res.statusCode).toBe(200);
    expect(vendors).toHaveLength(MAX_VENDOR_RECOMMENDATIONS);
    const scores = vendors.map((vendor) => vendor.matchScore);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    expect(vendors[0]?.location).toMatch(/Mumbai/);

    const km = (vendor: VendorRecommendation) => kmFromMumbai.get(vendor.name) ?? Number.NaN;
    const nearby = vendors.filter((vendor) => km(vendor) <= 200);
    const distant = vendors.filter((vendor) => km(vendor) > 400);
    const nearbyNames = new Set(nearby.map((vendor) => vendor.name));
    expect(nearbyNames).toContain('Harbourline Fabricators'); // Navi Mumbai
    expect(nearbyNames).toContain('Deccan Booth Craft'); // Pune
    expect(distant.length).toBeGreaterThan(0);
    const lastNearby = Math.max(...nearby.map((vendor) => vendors.indexOf(vendor)));
    const firstDistant = Math.min(...distant.map((vendor) => vendors.indexOf(vendor)));
    expect(lastNearby).toBeLessThan(firstDistant);
    // Every active demo vendor within 200 km made the list.
    const activeNearby = DEMO_VENDORS.filter((demo) => demo.input.isActive !== false && (kmFromMumbai.get(demo.input.name) ?? Infinity) <= 200);
    expect(nearby).toHaveLength(activeNearby.length);
  });

  it('fills each card with the planner fields and a cost for this booth size', async () => {
    const { vendors } = await search('destinationCity=Mumbai&boothSize=18&category=booth');
    const skyline = vendors.find((vendor) => vendor.name === 'Skyline Exhibit Works');
    expect(skyline).toMatchObject({
      category: 'booth',
      location: 'Goregaon East, Mumbai',
      rating: 4.8,
      completedProjects: 340,
      pricing: { project: 250000, sqft: 1850 },
      email: 'skyline-exhibit-works@example.com',
      contact: { email: 'skyline-exhibit-works@example.com', phone: expect.stringMatching(/^\+91 98200 0/) },
      avgCost: 250000,
      // 1,850 per sq ft on 193.75 sq ft
      estimatedCost: 358438,
      certifications: ['ISO 9001:2015', 'IEIA member'],
    });
    expect(skyline?.advantages).toContain('Based in Mumbai');
    expect(skyline?.matchScore).toBeGreaterThanOrEqual(90);
  });

  it('keeps to the chosen category and reads "all" as every category', async () => {
    const { vendors: caterers } = await search('destinationCity=Pune&boothSize=18&category=catering');
    expect(caterers.length).toBeGreaterThan(0);
    expect(caterers.every((vendor) => vendor.category === 'catering')).toBe(true);
    const { vendors: all } = await search('destinationCity=Pune&boothSize=18&category=all');
    expect(new Set(all.map((vendor) => vendor.category)).size).toBeGreaterThan(1);
  });

  it('never lists a vendor awaiting approval', async () => {
    const pendingNames = new Set(DEMO_VENDORS.filter((demo) => demo.input.isActive === false).map((demo) => demo.input.name));
    for (const city of ['Mumbai', 'Noida', 'Indore', 'Bangalore', 'Hyderabad']) {
      const { vendors } = await search(`destinationCity=${city}&boothSize=18`);
      expect(vendors.filter((vendor) => pendingNames.has(vendor.name))).toEqual([]);
    }
  });

  it('sees a vendor change at once', async () => {
    const headers = await adminHeaders();
    const input = vendorInput({
      city: 'Kohima',
      state: 'Nagaland',
      location: 'Main Bazaar',
      serviceCities: ['Kohima'],
      category: 'security',
      rating: '5.0',
      completedProjects: 500,
    });
    const created = await catalog.app.inject({ method: 'POST', url: '/api/admin/vendors', headers, payload: input });
    const id = created.json().data.id as string;
    const found = await search('destinationCity=Kohima&boothSize=18&category=security');
    expect(found.vendors[0]).toMatchObject({ id, location: 'Main Bazaar, Kohima', advantages: expect.arrayContaining(['Based in Kohima']) });

    await catalog.app.inject({ method: 'DELETE', url: `/api/admin/vendors/${id}`, headers });
    const gone = await search('destinationCity=Kohima&boothSize=18&category=security');
    expect(gone.vendors.map((vendor) => vendor.id)).not.toContain(id);
  });

  it('answers a destination outside the city list, preferring a vendor that names it among its cities', async () => {
    const headers = await adminHeaders();
    const input = vendorInput({ city: 'Pune', serviceCities: ['Lonavala'], category: 'security', rating: '5.0', completedProjects: 500 });
    const id = (await catalog.app.inject({ method: 'POST', url: '/api/admin/vendors', headers, payload: input })).json().data.id as string;
    const { res, vendors } = await search('destinationCity=Lonavala&boothSize=18&category=security');
    expect(res.statusCode).toBe(200);
    expect(vendors.length).toBeGreaterThan(1);
    expect(vendors[0]?.id).toBe(id);
    await catalog.app.inject({ method: 'DELETE', url: `/api/admin/vendors/${id}`, headers });
  });

  it('refuses missing or bad parameters with 400 and the contract wording', async () => {
    const cases: Array<[string, string]> = [
      ['boothSize=18', 'Destination city is required.'],
      ['destinationCity=%20&boothSize=18', 'Destination city is required.'],
      ['destinationCity=Mumbai', 'Booth size is required.'],
      ['destinationCity=Mumbai&boothSize=0', 'Booth size must be above 0.'],
      ['destinationCity=Mumbai&boothSize=-5', 'Booth size must be above 0.'],
      ['destinationCity=Mumbai&boothSize=big', 'Booth size must be a number.'],
      ['destinationCity=Mumbai&boothSize=18&category=florist', 'Category must be one of: booth, logistics, travel, catering, technology, security.'],
    ];
    for (const [query, message] of cases) {
      const { res } = await search(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().success, query).toBe(false);
      expect(res.json().error, query).toContain(message);
    }
  });
});
