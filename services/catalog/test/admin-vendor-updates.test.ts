import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import mongoose from 'mongoose';
import { STALE_VENDOR_MESSAGE, type Vendor } from '@stallplan/contracts';
import {
  adminHeaders,
  openDatabase,
  startCatalog,
  uniqueSuffix,
  vendorInput,
  wholeVendorInput as wholeVendor,
  type CatalogUnderTest,
} from './vendor-test-kit.js';

describe('admin vendor updates: PATCH, PUT, versions and If-Match', () => {
  let catalog: CatalogUnderTest;
  let app: FastifyInstance;
  let headers: Record<string, string>;
  let db: mongoose.Connection;
  beforeAll(async () => {
    catalog = await startCatalog();
    app = catalog.app;
    headers = await adminHeaders();
    db = await openDatabase(catalog.dbName);
  });
  afterAll(async () => {
    await db.close();
    await catalog.close();
  });

  async function createVendor(overrides: Parameters<typeof vendorInput>[0] = {}): Promise<Vendor> {
    const res = await app.inject({ method: 'POST', url: '/api/admin/vendors', headers, payload: vendorInput(overrides) });
    expect(res.statusCode).toBe(201);
    return res.json().data as Vendor;
  }
  const read = async (id: string) => {
    const res = await app.inject({ method: 'GET', url: `/api/admin/vendors/${id}`, headers });
    expect(res.statusCode).toBe(200);
    return { vendor: res.json().data as Vendor, etag: res.headers['etag'] };
  };
  const patch = (id: string, payload: unknown, extra: Record<string, string> = {}) =>
    app.inject({ method: 'PATCH', url: `/api/admin/vendors/${id}`, headers: { ...headers, ...extra }, payload: payload as object });
  const put = (id: string, payload: unknown, extra: Record<string, string> = {}) =>
    app.inject({ method: 'PUT', url: `/api/admin/vendors/${id}`, headers: { ...headers, ...extra }, payload: payload as object });

  it('starts every vendor at version 1 and gives it as the ETag', async () => {
    const created = await createVendor();
    expect(created.version).toBe(1);
    const { vendor, etag } = await read(created.id);
    expect(vendor.version).toBe(1);
    expect(etag).toBe('"1"');
  });

  it('PATCH changes only the fields sent, contact key by key, and adds one to the version', async () => {
    const created = await createVendor({ isActive: false });
    const res = await patch(created.id, { description: 'Now with rigging.', contact: { phone: '+91 98200 12345' }, specialties: ['Double-deck stalls'] });
    expect(res.statusCode).toBe(200);
    expect(res.headers['etag']).toBe('"2"');
    const { vendor } = await read(created.id);
    expect(vendor).toMatchObject({
      description: 'Now with rigging.',
      specialties: ['Double-deck stalls'],
      contact: { ...created.contact, phone: '+91 98200 12345' },
      isActive: false,
      name: created.name,
      services: created.services,
      keywords: created.keywords,
      priceRange: created.priceRange,
      pricing: created.pricing,
      completedProjects: created.completedProjects,
      version: 2,
    });
  });

  it('PATCH removes an optional field sent blank or null, and approves with isActive alone', async () => {
    const created = await createVendor({ isActive: false });
    const res = await patch(created.id, { location: '', contact: { website: null }, isActive: true });
    expect(res.statusCode).toBe(200);
    const { vendor } = await read(created.id);
    expect(vendor).not.toHaveProperty('location');
    expect(vendor.contact).not.toHaveProperty('website');
    expect(vendor.contact.email).toBe(created.contact.email);
    expect(vendor.isActive).toBe(true);
    expect(vendor.description).toBe(created.description);
  });

  it('PATCH refuses an empty body, unknown fields and bad values with a sentence, writing nothing', async () => {
    const created = await createVendor();
    const empty = await patch(created.id, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toBe('Send at least one field to change.');
    const unknown = await patch(created.id, { name: 'Fine', featured: true });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toContain('A vendor has no field named: featured.');
    const blankName = await patch(created.id, { name: '' });
    expect(blankName.statusCode).toBe(400);
    expect(blankName.json().error).toContain('Vendor name is required.');
    const { vendor } = await read(created.id);
    expect(vendor.version).toBe(1);
    expect(vendor.name).toBe(created.name);
  });

  it('keeps all of 20 concurrent PATCHes of 20 different fields', async () => {
    const created = await createVendor({ contact: { email: `many-${uniqueSuffix()}@example.com` }, pricing: {} });
    const changes: Array<Record<string, unknown>> = [
      { name: `Renamed ${uniqueSuffix()}` },
      { category: 'lighting' },
      { city: 'Pune' },
      { state: 'Karnataka' },
      { location: 'Hinjewadi' },
      { description: 'Changed at once.' },
      { specialties: ['LED walls'] },
      { services: ['Rigging'] },
      { keywords: ['truss'] },
      { experience: '9 years' },
      { priceRange: 'Luxury' },
      { rating: '4.9' },
      { isActive: false },
      { completedProjects: 77 },
      { certifications: ['ISO 14001'] },
      { recentWork: ['Auto Expo hall 3'] },
      { serviceCities: ['Chennai'] },
      { contact: { phone: '+91 98200 55555' } },
      { contact: { address: 'Plot 4, MIDC' } },
      { pricing: { project: 250000 } },
    ];
    const answers = await Promise.all(changes.map((change) => patch(created.id, change)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(changes.map(() => 200));
    const { vendor } = await read(created.id);
    for (const change of changes) {
      const [field, value] = Object.entries(change)[0]!;
      if (field === 'contact' || field === 'pricing') expect(vendor[field], field).toMatchObject(value as object);
      else expect(vendor[field as keyof Vendor], field).toEqual(value);
    }
    expect(vendor.contact.email).toBe(created.contact.email);
    expect(vendor.version).toBe(21);
  });

  it('PUT requires the whole vendor and names what is missing, writing nothing', async () => {
    const created = await createVendor();
    const partial = await put(created.id, { name: 'Half', category: 'booth', city: 'Mumbai', state: 'Maharashtra', description: 'Only five fields.' });
    expect(partial.statusCode).toBe(400);
    expect(partial.json().error).toContain('The vendor is missing: location, specialties, services, keywords, experience, priceRange, logoUrl');
    const { contact: _contact, category: _category, ...rest } = wholeVendor();
    const noCategory = await put(created.id, { ...rest, contact: { phone: '', website: '', address: '' } });
    expect(noCategory.statusCode).toBe(400);
    expect(noCategory.json().error).toBe('The vendor is missing: category, contact.email.');
    const { vendor } = await read(created.id);
    expect(vendor).toMatchObject({ name: created.name, version: 1, specialties: created.specialties, contact: created.contact });
  });

  it('PUT leaves isActive as it is unless it is sent', async () => {
    const created = await createVendor({ isActive: false });
    const without = await put(created.id, wholeVendor({ name: 'Still Pending' }));
    expect(without.statusCode).toBe(200);
    expect(without.json().data).toMatchObject({ name: 'Still Pending', isActive: false, version: 2 });
    const approved = await put(created.id, { ...wholeVendor(), isActive: true });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data).toMatchObject({ isActive: true, version: 3 });
  });

  it('refuses a stale If-Match with 412 and the current version, and writes nothing', async () => {
    const created = await createVendor();
    const first = await patch(created.id, { description: 'First edit.' }, { 'if-match': '"1"' });
    expect(first.statusCode).toBe(200);
    const stale = await patch(created.id, { description: 'Second edit from an old page.' }, { 'if-match': '"1"' });
    expect(stale.statusCode).toBe(412);
    expect(stale.json()).toEqual({ success: false, error: STALE_VENDOR_MESSAGE, currentVersion: 2 });
    expect(stale.headers['etag']).toBe('"2"');
    const stalePut = await put(created.id, wholeVendor({ name: 'Overwritten' }), { 'if-match': '1' });
    expect(stalePut.statusCode).toBe(412);
    const { vendor } = await read(created.id);
    expect(vendor).toMatchObject({ description: 'First edit.', name: created.name, version: 2 });

    const bare = await put(created.id, wholeVendor({ name: 'Current Page' }), { 'if-match': '2' });
    expect(bare.statusCode).toBe(200);
    expect(bare.json().data).toMatchObject({ name: 'Current Page', version: 3 });
  });

  it('refuses an If-Match that names no version, and answers 404 for an unknown vendor', async () => {
    const created = await createVendor();
    const odd = await patch(created.id, { description: 'x' }, { 'if-match': 'yesterday' });
    expect(odd.statusCode).toBe(400);
    expect(odd.json().error).toBe('If-Match must be the version you loaded, such as "3".');
    // A well-formed entity tag of a version that never existed is a failed precondition: 412, with where the vendor stands.
    for (const tag of ['"0"', '"draft"', '"99999999999"']) {
      const never = await patch(created.id, { description: 'x' }, { 'if-match': tag });
      expect(never.statusCode, tag).toBe(412);
      expect(never.json().currentVersion).toBe(1);
    }
    const missing = await patch('0123456789abcdef01234567', { description: 'x' }, { 'if-match': '"1"' });
    expect(missing.statusCode).toBe(404);
    expect((await read(created.id)).vendor.version).toBe(1);
  });

  it('counts a vendor stored before versions as version 1', async () => {
    const created = await createVendor();
    await db.collection('vendors').updateOne({ _id: new mongoose.Types.ObjectId(created.id) }, { $unset: { version: 1 } });
    const { vendor, etag } = await read(created.id);
    expect(vendor.version).toBe(1);
    expect(etag).toBe('"1"');
    const stale = await patch(created.id, { description: 'x' }, { 'if-match': '"2"' });
    expect(stale.statusCode).toBe(412);
    expect(stale.json().currentVersion).toBe(1);
    const current = await patch(created.id, { description: 'Edited once.' }, { 'if-match': '"1"' });
    expect(current.statusCode).toBe(200);
    expect(current.json().data).toMatchObject({ description: 'Edited once.', version: 2 });
    const next = await patch(created.id, { description: 'Edited twice.' });
    expect(next.json().data.version).toBe(3);
  });
});
