import mongoose, { Types } from 'mongoose';
import { fieldsAnsweredByIndex, uniqueDbName } from '@stallplan/dev-stack/test-infra';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { vendorModelFor, type VendorModel } from '../src/vendors/models/vendor-model.js';

// A vendor's profile is read from the store (the lists are served from memory), so its query is held
// to the index that answers it (docs/operations.md#hot-queries-and-their-indexes).
const ROWS = 2_000;

describe('hot queries of the catalog service', () => {
  let connection: mongoose.Connection;
  let vendors: VendorModel;
  const ids: Types.ObjectId[] = [];

  beforeAll(async () => {
    // The service's own model, so the indexes are the ones it declares.
    connection = await mongoose.createConnection(inject('mongoUrl'), { dbName: uniqueDbName('catalog_hot') }).asPromise();
    vendors = vendorModelFor(connection);
    await vendors.init();
    // Straight into the collection: the queries are under test, not the write paths.
    await vendors.collection.insertMany(
      Array.from({ length: ROWS }, (_, n) => {
        const _id = new Types.ObjectId();
        ids.push(_id);
        return { _id, name: `Builder ${n}`, nameLower: `builder ${n}`, city: 'Pune', isActive: true, emailConfirmed: true, email: `b${n}@example.in` };
      }),
    );
  }, 120_000);

  afterAll(async () => {
    await connection?.dropDatabase();
    await connection?.close();
  });

  it('a vendor’s profile (by id, confirmed only) is answered by the index on _id', async () => {
    const explain = await vendors.find({ _id: ids[1234], emailConfirmed: mongoose.trusted({ $ne: false }) }).explain();
    expect(fieldsAnsweredByIndex(explain)).toContain('_id');
  });
});
