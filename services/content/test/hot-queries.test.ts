import mongoose, { Types } from 'mongoose';
import { fieldsAnsweredByIndex, uniqueDbName } from '@stallplan/dev-stack/test-infra';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { blogModel, type BlogModel } from '../src/models/blog-model.js';

// Lists and searches are answered from memory, but every article served (a page's, or one by id or
// slug) is then read from the store, so that read is held to the index that answers it
// (docs/operations.md#hot-queries-and-their-indexes).
const ROWS = 2_000;

describe('hot queries of the content service', () => {
  let connection: mongoose.Connection;
  let blogs: BlogModel;
  const ids: Types.ObjectId[] = [];

  beforeAll(async () => {
    // The service's own model, so the indexes are the ones it declares.
    connection = await mongoose.createConnection(inject('mongoUrl'), { dbName: uniqueDbName('content_hot') }).asPromise();
    blogs = blogModel(connection);
    await blogs.init();
    // Straight into the collection: the query is under test, not the write paths.
    await blogs.collection.insertMany(
      Array.from({ length: ROWS }, (_, n) => {
        const _id = new Types.ObjectId();
        ids.push(_id);
        const createdAt = new Date(Date.UTC(2025, 0, 1) + n * 3_600_000);
        return {
          _id,
          header: `Article ${n}`,
          content: `<p>Body of article ${n}.</p>`,
          author: 'StallPlan',
          slug: `article-${n}`,
          status: 'published',
          sanitizerVersion: 1,
          version: 1,
          createdAt,
          updatedAt: createdAt,
        };
      }),
    );
  }, 120_000);

  afterAll(async () => {
    await connection?.dropDatabase();
    await connection?.close();
  });

  it('an article served (on a page, or by id or slug) is read by the index on _id', async () => {
    const explain = await blogs.findById(String(ids[1234])).explain();
    expect(fieldsAnsweredByIndex(explain)).toContain('_id');
  });
});
