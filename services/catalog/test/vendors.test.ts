import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { VENDOR_PAGE_SIZE, vendorPageResponseSchema, vendorProfileResponseSchema, type Vendor } from '@stallplan/contracts';
import { adminHeaders, startCatalog, vendorInput, type CatalogUnderTest } from './vendor-test-kit.js';

describe('public vendors', () => {
  let catalog: CatalogUnderTest;
  let app: FastifyInstance;
  let active: Vendor;
  let pending: Vendor;
  beforeAll(async () => {
    catalog = await startCatalog();
    app = catalog.app;
    const headers = await adminHeaders();
    const create = async (payload: object) => (await app.inject({ method: 'POST', url: '/api/admin/vendors', headers, payload })).json().data as Vendor;
    active = await create(
      vendorInput({
        name: 'Zenith Stalls',
        testimonials: [
          { text: 'Superb work.', clientContact: 'client@example.com', clientName: 'Asha', stallImages: [], createdAt: '2025-01-05T09:00:00.000Z' },
        ],
      }),
    );
    await create(vendorInput({ name: 'Aurora Stalls' }));
    pending = await create(vendorInput({ name: 'Pending Stalls', isActive: false }));
  });
  afterAll(async () => {
    await catalog.close();
  });

  it('lists the active vendors by name, then the pending ones without their unreviewed details', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/vendors' });
    expect(res.statusCode).toBe(200);
    const body = vendorPageResponseSchema.parse(res.json());
    expect(body).toMatchObject({ total: 3, page: 1, pageSize: VENDOR_PAGE_SIZE, totalPages: 1, cities: ['Mumbai'] });
    expect(body.data.map((vendor) => [vendor.name, vendor.isActive])).toEqual([
      ['Aurora Stalls', true],
      ['Zenith Stalls', true],
      ['Pending Stalls', false],
    ]);
    expect(body.message).toBe('3 vendors found');
    expect(body.data[1]?.contact.email).toBe(active.contact.email);
    const listed = body.data[2];
    expect(listed).toMatchObject({ id: pending.id, city: pending.city, contact: {}, portfolioImages: [], testimonials: [] });
    expect(listed).not.toHaveProperty('description');
  });

  it('pages through the list with its totals, filters before paging, and refuses a page size over the maximum with a sentence', async () => {
    const page = async (query: string) => {
      const res = await app.inject({ method: 'GET', url: `/api/vendors?${query}` });
      expect(res.statusCode, res.body).toBe(200);
      return vendorPageResponseSchema.parse(res.json());
    };
    const first = await page('page=1&pageSize=2');
    expect(first).toMatchObject({ total: 3, page: 1, pageSize: 2, totalPages: 2 });
    expect(first.data.map((vendor) => vendor.name)).toEqual(['Aurora Stalls', 'Zenith Stalls']);
    const second = await page('page=2&pageSize=2');
    expect(second.data.map((vendor) => vendor.name)).toEqual(['Pending Stalls']);
    expect((await page('page=3&pageSize=2')).data).toEqual([]);

    // The filters Find Builders had in the browser, now applied before the page is cut.
    expect((await page('search=zenith%20mumbai')).data.map((vendor) => vendor.name)).toEqual(['Zenith Stalls']);
    expect((await page('search=booth&pageSize=1')).total).toBe(3);
    expect((await page('location=MUMBAI&category=booth&priceRange=Standard')).total).toBe(3);
    expect((await page('location=Pune')).total).toBe(0);
    expect((await page('priceRange=Luxury')).total).toBe(0);

    for (const [query, sentence] of [
      ['pageSize=101', 'Page size must be at most 100.'],
      ['pageSize=0', 'Page size must be at least 1.'],
      ['page=0', 'Page must be at least 1.'],
      ['page=1.5', 'Page must be a whole number.'],
      ['pageSize=abc', 'Page size must be a whole number.'],
      ['priceRange=Cheap', 'priceRange'],
    ] as const) {
      const res = await app.inject({ method: 'GET', url: `/api/vendors?${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error, query).toContain(sentence);
    }
  });

  it('gives the full profile as both vendor and data', async () => {
    const res = await app.inject({ method: 'GET', url: `/api/vendors/${active.id}` });
    expect(res.statusCode).toBe(200);
    const body = vendorProfileResponseSchema.parse(res.json());
    expect(body.vendor).toEqual(body.data);
    expect(body.vendor).toMatchObject({
      id: active.id,
      name: 'Zenith Stalls',
      isActive: true,
      awards: [],
      certifications: ['ISO 9001:2015'],
      testimonials: [{ clientName: 'Asha', clientContact: 'client@example.com', text: 'Superb work.', createdAt: '2025-01-05T09:00:00.000Z' }],
    });
  });

  it('answers 404 "Vendor not found" for an unknown id, a malformed id and a pending vendor', async () => {
    for (const id of ['0123456789abcdef01234567', 'not-a-real-id', pending.id]) {
      const res = await app.inject({ method: 'GET', url: `/api/vendors/${id}` });
      expect(res.statusCode, id).toBe(404);
      expect(res.json(), id).toEqual({ success: false, error: 'Vendor not found' });
    }
  });

  it('refuses an id with characters no id has', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/vendors/%24where' });
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
  });
});
