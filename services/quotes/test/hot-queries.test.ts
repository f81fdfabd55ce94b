import mongoose, { Types } from 'mongoose';
import { fieldsAnsweredByIndex, uniqueDbName } from '@stallplan/dev-stack/test-infra';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { quoteModelFor, type QuoteModel } from '../src/models/quote-model.js';
import { planModelsFor, planVersionId, type PlanModels } from '../src/plans/plan-models.js';

// The queries behind the routes the growth bench times, each held to the index that answers it
// (the table in docs/operations.md#hot-queries-and-their-indexes). On the embedded store a query
// no index answers reads the whole collection, and so slows down with every plan and quote saved.
const ROWS = 2_000;

describe('hot queries of the quotes service', () => {
  let connection: mongoose.Connection;
  let models: PlanModels;
  let quotes: QuoteModel;
  const planIds: Types.ObjectId[] = [];

  beforeAll(async () => {
    // The service's own models, so the indexes are the ones it declares.
    connection = await mongoose.createConnection(inject('mongoUrl'), { dbName: uniqueDbName('quotes_hot') }).asPromise();
    models = planModelsFor(connection);
    quotes = quoteModelFor(connection);
    const { plans, contents, links, versions, shares, responses } = models;
    await Promise.all([plans, contents, links, versions, shares, responses, quotes].map((model) => model.init()));
    const now = new Date();
    const batch = Array.from({ length: ROWS }, (_, n) => {
      const id = new Types.ObjectId();
      planIds.push(id);
      return { n, id };
    });
    // Straight into the collections: the queries are under test, not the write paths.
    await plans.collection.insertMany(
      batch.map(({ n, id }) => ({ _id: id, ownerEmail: `owner-${n % 400}@example.in`, updatedAt: now, editTokenHashes: [`hash-${n}`] })),
    );
    await contents.collection.insertMany(batch.map(({ id }) => ({ _id: id, content: {} })));
    // String ids, as the models declare them.
    await links.collection.insertMany(batch.map(({ n, id }) => ({ _id: `link-${n}`, planId: id, shareId: null })) as never[]);
    await versions.collection.insertMany(batch.map(({ id }) => ({ _id: planVersionId(id, 1), planId: id, number: 1 })) as never[]);
    await shares.collection.insertMany(batch.map(({ n, id }) => ({ planId: id, tokenHash: `share-${n}`, createdAt: now })));
    await responses.collection.insertMany(batch.map(({ id }) => ({ planId: id, decision: 'approved', createdAt: now })));
    await quotes.collection.insertMany(
      batch.map(({ n, id }) => ({
        quoteNumber: `SP-20261128-${String(n).padStart(6, '0')}`,
        planId: n % 2 ? id.toHexString() : null,
        pdfFileId: new Types.ObjectId().toHexString(),
        createdAt: now,
      })),
    );
  }, 120_000);

  afterAll(async () => {
    await connection?.dropDatabase();
    await connection?.close();
  });

  const planId = (): Types.ObjectId => planIds[1234] as Types.ObjectId;
  const hotQueries: Array<{ route: string; query: () => PromiseLike<unknown>; field: string }> = [
    { route: 'open, save: the plan', query: () => models.plans.find({ _id: planId(), revision: 3 }).explain(), field: '_id' },
    { route: 'open, save: its content', query: () => models.contents.find({ _id: planId() }).explain(), field: '_id' },
    { route: 'edit link: the link', query: () => models.links.find({ _id: 'link-77' }).explain(), field: '_id' },
    { route: 'open: versions', query: () => models.versions.find({ planId: planId() }).explain(), field: 'planId' },
    { route: 'save: the version', query: () => models.versions.find({ _id: planVersionId(planId(), 1) }).explain(), field: '_id' },
    { route: 'open: shares', query: () => models.shares.find({ planId: planId() }).explain(), field: 'planId' },
    { route: 'open: responses', query: () => models.responses.find({ planId: planId() }).explain(), field: 'planId' },
    { route: 'open: the plan’s quotes', query: () => quotes.find({ planId: planId().toHexString() }).explain(), field: 'planId' },
    { route: 'My plans: the owner’s plans', query: () => models.plans.find({ ownerEmail: 'owner-7@example.in' }).explain(), field: 'ownerEmail' },
    { route: 'quote PDF, stored quote: by number', query: () => quotes.find({ quoteNumber: 'SP-20261128-001234' }).explain(), field: 'quoteNumber' },
    { route: 'PDF sweep: a file’s quote', query: () => quotes.find({ pdfFileId: new Types.ObjectId().toHexString() }).explain(), field: 'pdfFileId' },
  ];

  it.each(hotQueries)('$route is answered by the index on $field', async ({ query, field }) => {
    expect(fieldsAnsweredByIndex(await query())).toContain(field);
  });
});
