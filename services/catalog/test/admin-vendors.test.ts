import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { vendorSchema, type Vendor } from '@stallplan/contracts';
import { adminHeaders, startCatalog, vendorInput, wholeVendorInput, type CatalogUnderTest } from './vendor-test-kit.js';

describe('admin vendor management', () => {
  let catalog: CatalogUnderTest;
  let app: FastifyInstance;
  let headers: Record<string, string>;
  beforeAll(async () => {
    catalog = await startCatalog();
    app = catalog.app;
    headers = await adminHeaders();
  });
  afterAll(async () => {
    await catalog.close();
  });

  async function createVendor(overrides: Parameters<typeof vendorInput>[0] = {}): Promise<Vendor> {
    const res = await app.inject({ method: 'POST', url: '/api/admin/vendors', headers, payload: vendorInput(overrides) });
    expect(res.statusCode).toBe(201);
    return res.json().data as Vendor;
  }

  it('creates a vendor and answers it in the contract shape', async () => {
    const input = vendorInput({ category: 'Catering', contact: { email: 'Mixed.Case@Example.com', website: 'HTTP://Caterers.example.com' } });
    const res = await app.inject({ method: 'POST', url: '/api/admin/vendors', headers, payload: input });
    expect(res.statusCode).toBe(201);
    const { success, data } = res.json();
    expect(success).toBe(true);
    expect(vendorSchema.parse(data)).toEqual(data);
    expect(data).toMatchObject({
      name: input.name,
      category: 'catering',
      isActive: true,
      contact: { email: 'Mixed.Case@Example.com', website: 'https://www.caterers.example.com' },
      pricing: { sqft: 1200 },
      completedProjects: 40,
    });
    expect(data.id).toMatch(/^[0-9a-f]{24}$/);
  });

  it('reads one vendor and lists every vendor, newest first', async () => {
    const first = await createVendor();
    const second = await createVendor({ isActive: false });

    const one = await app.inject({ method: 'GET', url: `/api/admin/vendors/${first.id}`, headers });
    expect(one.statusCode).toBe(200);
    expect(one.json().data).toMatchObject({ id: first.id, name: first.name });

    const list = await app.inject({ method: 'GET', url: '/api/admin/vendors', headers });
    expect(list.statusCode).toBe(200);
    const ids = (list.json().data as Vendor[]).map((vendor) => vendor.id);
    expect(ids).toContain(first.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
  });

  it('replaces a vendor with PUT, removing what the form sent blank and keeping its creation date', async () => {
    const created = await createVendor({
      testimonials: [{ text: 'Great stall.', clientContact: 'client@example.com', stallImages: [], createdAt: '2024-05-01T10:00:00.000Z' }],
    });
    const update = wholeVendorInput({
      name: 'Renamed Booths',
      location: '',
      description: null,
      contact: { email: 'renamed@example.com', phone: '', website: '', address: '' },
      pricing: { project: 90000, hourly: '', sqft: '' },
      testimonials: [
        { text: 'Great stall.', clientContact: 'client@example.com', stallImages: [], createdAt: '2024-05-01T10:00:00.000Z' },
        { text: 'Second show with them.', clientContact: 'other@example.com', stallImages: [] },
      ],
    });
    const res = await app.inject({ method: 'PUT', url: `/api/admin/vendors/${created.id}`, headers, payload: update });
    expect(res.statusCode).toBe(200);
    const data = res.json().data as Vendor;
    expect(data.name).toBe('Renamed Booths');
    expect(data).not.toHaveProperty('location');
    expect(data).not.toHaveProperty('description');
    expect(data.contact).toEqual({ email: 'renamed@example.com' });
    expect(data.pricing).toEqual({ project: 90000 });
    expect(data.createdAt).toBe(created.createdAt);
    expect(data.testimonials[0]?.createdAt).toBe('2024-05-01T10:00:00.000Z');
    expect(Date.parse(data.testimonials[1]?.createdAt ?? '')).toBeGreaterThan(Date.parse(created.createdAt) - 1000);

    const reread = await app.inject({ method: 'GET', url: `/api/admin/vendors/${created.id}`, headers });
    expect(reread.json().data).toMatchObject({ name: 'Renamed Booths', contact: { email: 'renamed@example.com' } });
    expect(reread.json().data.contact).not.toHaveProperty('phone');
  });

  it('approves a pending vendor by PUT with isActive true', async () => {
    const pending = await createVendor({ isActive: false });
    const res = await app.inject({
      method: 'PUT',
      url: `/api/admin/vendors/${pending.id}`,
      headers,
      payload: wholeVendorInput({ name: pending.name, isActive: true }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.isActive).toBe(true);
    const profile = await app.inject({ method: 'GET', url: `/api/vendors/${pending.id}` });
    expect(profile.statusCode).toBe(200);
  });

  it('deletes a vendor for good', async () => {
    const doomed = await createVendor();
    const res = await app.inject({ method: 'DELETE', url: `/api/admin/vendors/${doomed.id}`, headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: `Vendor "${doomed.name}" was deleted.` });
    const again = await app.inject({ method: 'GET', url: `/api/admin/vendors/${doomed.id}`, headers });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ success: false, error: 'Vendor not found' });
    const twice = await app.inject({ method: 'DELETE', url: `/api/admin/vendors/${doomed.id}`, headers });
    expect(twice.statusCode).toBe(404);
  });

  it('answers 404 for an unknown or malformed id and 400 for an id with other characters', async () => {
    for (const id of ['0123456789abcdef01234567', 'not-a-real-id']) {
      const get = await app.inject({ method: 'GET', url: `/api/admin/vendors/${id}`, headers });
      expect(get.statusCode, id).toBe(404);
      const put = await app.inject({ method: 'PUT', url: `/api/admin/vendors/${id}`, headers, payload: wholeVendorInput() });
      expect(put.statusCode, id).toBe(404);
    }
    const odd = await app.inject({ method: 'GET', url: '/api/admin/vendors/a.b', headers });
    expect(odd.statusCode).toBe(400);
    expect(odd.json().error).toContain('Vendor id may contain only letters, digits, - and _.');
  });

  it('refuses a body with an operator, or a missing name, before anything is stored', async () => {
    const before = (await app.inject({ method: 'GET', url: '/api/admin/stats', headers })).json().data.vendors.total;
    const operator = await app.inject({ method: 'POST', url: '/api/admin/vendors', headers, payload: { ...vendorInput(), name: { $gt: '' } } });
    expect(operator.statusCode).toBe(400);
    expect(operator.json()).toMatchObject({ success: false, error: expect.stringContaining('Vendor name is required.') });
    const missing = await app.inject({ method: 'POST', url: '/api/admin/vendors', headers, payload: { category: 'booth' } });
    expect(missing.statusCode).toBe(400);
    const badRating = await app.inject({ method: 'POST', url: '/api/admin/vendors', headers, payload: vendorInput({ rating: '7' }) });
    expect(badRating.statusCode).toBe(400);
    expect(badRating.json().error).toContain('Rating must be a number from 0 to 5');
    const after = (await app.inject({ method: 'GET', url: '/api/admin/stats', headers })).json().data.vendors.total;
    expect(after).toBe(before);
  });

  it('counts vendors for the dashboard', async () => {
    const before = (await app.inject({ method: 'GET', url: '/api/admin/stats', headers })).json().data;
    await createVendor();
    await createVendor({ isActive: false });
    const res = await app.inject({ method: 'GET', url: '/api/admin/stats', headers });
    expect(res.statusCode).toBe(200);
    const { vendors, blogs } = res.json().data;
    expect(vendors).toEqual({ total: before.vendors.total + 2, active: before.vendors.active + 1, pending: before.vendors.pending + 1 });
    expect(vendors.total).toBe(vendors.active + vendors.pending);
    expect(blogs).toEqual({ total: 0 });
  });
});
