import { afterAll, describe, expect, it } from 'vitest';
import { uniqueDbName } from '@stallplan/dev-stack/test-infra';
import { DEMO_VENDORS } from '../src/vendors/domain/demo-vendors.js';
import type { Vendor, VendorRecommendation } from '@stallplan/contracts';
import { adminHeaders, dropDatabase, openDatabase, registrationInput, startCatalog, vendorInput, wholeVendorInput } from './vendor-test-kit.js';

describe('demo vendors at start-up', () => {
  const dbName = uniqueDbName('catalog');
  afterAll(async () => {
    await dropDatabase(dbName);
  });

  async function storedSeedKeys(): Promise<string[]> {
    const db = await openDatabase(dbName);
    try {
      const docs = await db
        .collection('vendors')
        .find({}, { projection: { seedKey: 1 } })
        .toArray();
      return docs.map((doc) => String(doc['seedKey']));
    } finally {
      await db.close();
    }
  }

  async function startAndStop(env: Record<string, string>): Promise<void> {
    const catalog = await startCatalog({ MONGO_DB: dbName, ...env });
    await catalog.app.close();
  }

  it('are not loaded unless asked for outside development', async () => {
    await startAndStop({});
    expect(await storedSeedKeys()).toEqual([]);
  });

  it('are loaded once: a second start keeps them and adds no duplicates', async () => {
    await startAndStop({ SEED_DEMO_DATA: 'true' });
    const first = await storedSeedKeys();
    expect(first.length).toBe(DEMO_VENDORS.length);
    expect(first.length).toBeGreaterThanOrEqual(60);

    await startAndStop({ SEED_DEMO_DATA: 'true' });
    const second = await storedSeedKeys();
    expect(second.length).toBe(first.length);
    expect(new Set(second).size).toBe(second.length);
  });

  it('add back only what is missing', async () => {
    const db = await openDatabase(dbName);
    try {
      await db.collection('vendors').deleteOne({ seedKey: 'demo:skyline-exhibit-works' });
    } finally {
      await db.close();
    }
    await startAndStop({ SEED_DEMO_DATA: 'true' });
    const keys = await storedSeedKeys();
    expect(keys.length).toBe(DEMO_VENDORS.length);
    expect(keys.filter((key) => key === 'demo:skyline-exhibit-works')).toHaveLength(1);
  });

  it('are stored marked as demo listings', async () => {
    const db = await openDatabase(dbName);
    try {
      const docs = await db
        .collection('vendors')
        .find({}, { projection: { demo: 1 } })
        .toArray();
      expect(docs.length).toBe(DEMO_VENDORS.length);
      expect(docs.every((doc) => doc['demo'] === true)).toBe(true);
    } finally {
      await db.close();
    }
  });

  it('show as the public list and the dashboard expect', async () => {
    const catalog = await startCatalog({ MONGO_DB: dbName });
    try {
      const list = (await catalog.app.inject({ method: 'GET', url: '/api/vendors?pageSize=100' })).json();
      expect(list.total).toBe(DEMO_VENDORS.length);
      const pending = DEMO_VENDORS.filter((demo) => demo.input.isActive === false).length;
      // Every demo vendor is listed; the pending ones as Pending Approval.
      expect(list.data).toHaveLength(DEMO_VENDORS.length);
      expect(list.data.filter((vendor: { isActive: boolean }) => !vendor.isActive)).toHaveLength(pending);
      expect(pending).toBeGreaterThan(0);
      const skyline = list.data.find((vendor: { name: string }) => vendor.name === 'Skyline Exhibit Works');
      const profile = (await catalog.app.inject({ method: 'GET', url: `/api/vendors/${skyline.id}` })).json();
      expect(profile.vendor.awards).toEqual(['Best Stall Design, Western India Expo Awards 2023']);
      expect(profile.vendor.testimonials).toHaveLength(2);
    } finally {
      await catalog.app.close();
    }
  });

  it('say they are demo listings wherever a vendor is read; vendors the admin adds or who register never do', async () => {
    // One seeded before the mark existed is known by its seed key.
    const db = await openDatabase(dbName);
    try {
      await db.collection('vendors').updateOne({ seedKey: 'demo:deccan-booth-craft' }, { $unset: { demo: 1 } });
    } finally {
      await db.close();
    }
    const catalog = await startCatalog({ MONGO_DB: dbName });
    try {
      // Last: it adds two vendors and edits a demo one.
      const { app } = catalog;
      const listed = (await app.inject({ method: 'GET', url: '/api/vendors?pageSize=100' })).json().data as Vendor[];
      expect(listed.every((vendor) => vendor.demo)).toBe(true);
      const profile = (await app.inject({ method: 'GET', url: `/api/vendors/${listed[0]?.id}` })).json();
      expect(profile.vendor.demo).toBe(true);
      const cards = (await app.inject({ method: 'GET', url: '/api/smart-vendors?destinationCity=Mumbai&boothSize=18' })).json().data as VendorRecommendation[];
      expect(cards.length).toBeGreaterThan(0);
      expect(cards.every((card) => card.demo)).toBe(true);

      // The admin form cannot set the mark: it is not one of its fields.
      const created = await app.inject({ method: 'POST', url: '/api/admin/vendors', headers: await adminHeaders(), payload: { ...vendorInput(), demo: true } });
      expect(created.statusCode).toBe(201);
      const adminVendor = created.json().data as Vendor;
      expect(adminVendor.demo).toBe(false);
      const registration = registrationInput();
      expect((await app.inject({ method: 'POST', url: '/api/vendor/register', payload: registration })).statusCode).toBe(201);
      const everyone = (await app.inject({ method: 'GET', url: '/api/admin/vendors', headers: await adminHeaders() })).json().data as Vendor[];
      expect(everyone.find((vendor) => vendor.id === adminVendor.id)?.demo).toBe(false);
      // A registration awaiting its e-mail confirmation is not in the admin's list; stored, it is no demo listing.
      expect(everyone.find((vendor) => vendor.name === registration.name)).toBeUndefined();
      const registeredDb = await openDatabase(dbName);
      try {
        expect((await registeredDb.collection('vendors').findOne({ name: registration.name }))?.['demo']).toBe(false);
      } finally {
        await registeredDb.close();
      }
      const real = (await app.inject({ method: 'GET', url: '/api/smart-vendors?destinationCity=Mumbai&boothSize=18&category=booth' })).json()
        .data as VendorRecommendation[];
      expect(real.find((card) => card.id === adminVendor.id)?.demo).toBe(false);

      // An edit by the admin keeps a demo listing marked.
      const skyline = listed.find((vendor) => vendor.name === 'Skyline Exhibit Works');
      const edited = await app.inject({
        method: 'PUT',
        url: `/api/admin/vendors/${skyline?.id}`,
        headers: await adminHeaders(),
        payload: wholeVendorInput({ name: 'Skyline Exhibit Works' }),
      });
      expect(edited.statusCode).toBe(200);
      expect((edited.json().data as Vendor).demo).toBe(true);
      await app.inject({ method: 'DELETE', url: `/api/admin/vendors/${adminVendor.id}`, headers: await adminHeaders() });
    } finally {
      await catalog.app.close();
    }
  });
});
