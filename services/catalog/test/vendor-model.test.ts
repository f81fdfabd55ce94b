import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import mongoose from 'mongoose';
import { uniqueDbName } from '@stallplan/dev-stack/test-infra';
import { vendorModelFor, type VendorModel } from '../src/vendors/models/vendor-model.js';
import { dropDatabase, openDatabase } from './vendor-test-kit.js';

describe('the vendor model', () => {
  const dbName = uniqueDbName('catalog');
  let connection: mongoose.Connection;
  let model: VendorModel;
  beforeAll(async () => {
    connection = await openDatabase(dbName);
    model = vendorModelFor(connection);
    await model.init();
    const base = { category: 'booth', city: 'Mumbai', state: 'Maharashtra', priceRange: 'Standard' as const };
    await model.create([
      { ...base, name: 'First', nameLower: 'first', seedKey: 'demo:first', registrationEmail: 'first@example.com' },
      { ...base, name: 'Second', nameLower: 'second' },
      { ...base, name: 'Third', nameLower: 'third' },
    ]);
  });
  afterAll(async () => {
    await connection.close();
    await dropDatabase(dbName);
  });

  it('refuses an operator smuggled into a filter instead of running it', async () => {
    const smuggled = { $ne: 'nobody' } as unknown as string;
    await expect(model.find({ name: smuggled }).lean()).rejects.toMatchObject({ name: 'CastError' });
    await expect(model.countDocuments({ name: smuggled })).rejects.toMatchObject({ name: 'CastError' });
  });

  it('still runs an operator the code marks as its own', async () => {
    const found = await model.find({ seedKey: mongoose.trusted({ $in: ['demo:first', 'demo:other'] }) }).lean();
    expect(found.map((doc) => doc.name)).toEqual(['First']);
  });

  it('keeps a registration e-mail and a seed key unique, while vendors without them coexist', async () => {
    const base = { category: 'booth', city: 'Pune', state: 'Maharashtra', priceRange: 'Standard' as const };
    await expect(model.create({ ...base, name: 'Copy', nameLower: 'copy', registrationEmail: 'first@example.com' })).rejects.toMatchObject({ code: 11000 });
    await expect(model.create({ ...base, name: 'Copy', nameLower: 'copy', seedKey: 'demo:first' })).rejects.toMatchObject({ code: 11000 });
    expect(await model.countDocuments({ registrationEmail: mongoose.trusted({ $exists: false }) })).toBe(2);
    expect(await model.countDocuments({})).toBe(3);
  });
});
