import { afterAll, inject } from 'vitest';
import mongoose from 'mongoose';
import { createGridFsBlobStore } from '@stallplan/service-kit/store';
import { uniqueDbName } from '@stallplan/dev-stack/test-infra';
import { describeBlobStore } from '../../../packages/service-kit/test/blob-store-contract.js';

/*
 * service-kit's BlobStore contract, run here against GridFS on the test run's real FerretDB
 * (BLOB_STORE=gridfs, which catalog may be configured with); service-kit's own tests have no
 * database. Each test gets a bucket of its own in one throwaway database.
 */

const connection = mongoose.createConnection(inject('mongoUrl'), { dbName: uniqueDbName('catalog_gridfs'), retryWrites: false });
let buckets = 0;

afterAll(async () => {
  await connection.dropDatabase();
  await connection.close();
});

describeBlobStore('the GridFS store', async () => {
  await connection.asPromise();
  buckets += 1;
  return { store: createGridFsBlobStore(connection.db!, `contract${buckets}`), clockGrainMs: 5 };
});
