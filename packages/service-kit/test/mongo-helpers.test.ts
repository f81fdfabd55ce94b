import { describe, expect, it } from 'vitest';
import mongoose from 'mongoose';
import { isDuplicateKeyError, OBJECT_ID_PATTERN } from '../src/index.js';
import { parseObjectId } from '../src/store.js';

describe('isDuplicateKeyError', () => {
  it('knows a single write refused by a unique index', () => {
    expect(isDuplicateKeyError({ code: 11000 })).toBe(true);
    expect(isDuplicateKeyError(Object.assign(new Error('E11000 duplicate key'), { code: 11000 }))).toBe(true);
  });

  it('knows a batch write whose every document was refused by a unique index, in both shapes drivers report', () => {
    expect(isDuplicateKeyError({ code: undefined, writeErrors: [{ code: 11000 }, { err: { code: 11000 } }] })).toBe(true);
  });

  it('refuses a batch refused for another reason too, an empty batch and anything else', () => {
    expect(isDuplicateKeyError({ writeErrors: [{ code: 11000 }, { code: 121 }] })).toBe(false);
    // The batch error's own code is its first refusal's: the list decides.
    expect(isDuplicateKeyError({ code: 11000, writeErrors: [{ code: 11000 }, { err: { code: 121 } }] })).toBe(false);
    expect(isDuplicateKeyError({ writeErrors: [] })).toBe(false);
    for (const value of [null, undefined, 11000, 'E11000', new Error('timeout'), { code: 121 }, { code: '11000' }])
      expect(isDuplicateKeyError(value)).toBe(false);
  });
});

describe('parseObjectId', () => {
  it('reads the 24-hex form in either case', () => {
    const id = new mongoose.mongo.ObjectId();
    expect(parseObjectId(id.toHexString())?.equals(id)).toBe(true);
    expect(parseObjectId(id.toHexString().toUpperCase())?.equals(id)).toBe(true);
    expect(OBJECT_ID_PATTERN.test(id.toHexString())).toBe(true);
  });

  it('refuses a twelve-character string (a 12-byte id to some drivers) and other text', () => {
    for (const text of ['twelve-chars', '', 'g'.repeat(24), 'a'.repeat(23), 'a'.repeat(25), ` ${'a'.repeat(24)}`]) expect(parseObjectId(text)).toBeNull();
  });
});
