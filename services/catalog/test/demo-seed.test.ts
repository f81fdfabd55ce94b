import { afterAll, describe, expect, it } from 'vitest';
import { uniqueDbName } from '@stallplan/dev-stack/test-infra';
import { DEMO_VENDORS } from '../src/domain/demo-vendors.js';
import { dropDatabase, openDatabase, startCatalog } from './vendor-test-kit.js';

describe('demo vendors at start-up', () => {
  const dbName = uniqueDbName('catalog');
  afterAll(async () => {
    await dropDatabase(dbName);
  });

  async function storedSeedKeys(): Promise<string[]> {
    const db = await openDatabase(dbName);
    try {
      const docs = await db.collection('vendors').find({}, { projection: { seedKey: 1 } }).toArray();
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

  it('show as the public list and the dashboard expect', async () => {
    const catalog = await startCatalog({ MONGO_DB: dbName });
    try {
      const list = (await catalog.app.inject({ method: 'GET', url: '/api/vendors' })).json();
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
});
