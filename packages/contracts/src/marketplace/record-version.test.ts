import { describe, expect, it } from 'vitest';
import { etagOf, parseIfMatch, staleVersionResponseSchema } from './record-version.js';

describe('record versions', () => {
  it('gives a version as a strong ETag', () => {
    expect(etagOf(3)).toBe('"3"');
  });

  it('reads If-Match as the ETag, the bare number, a weak tag or any', () => {
    expect(parseIfMatch('"3"')).toEqual({ kind: 'version', version: 3 });
    expect(parseIfMatch(' 12 ')).toEqual({ kind: 'version', version: 12 });
    expect(parseIfMatch('W/"4"')).toEqual({ kind: 'version', version: 4 });
    expect(parseIfMatch('*')).toEqual({ kind: 'any' });
    expect(parseIfMatch(undefined)).toEqual({ kind: 'absent' });
    expect(parseIfMatch('')).toEqual({ kind: 'absent' });
  });

  it('refuses what is no entity tag', () => {
    for (const text of ['-1', '1.5', 'abc', '"1", "2"', '"3', 'W/3', '"a b"']) expect(parseIfMatch(text), text).toEqual({ kind: 'invalid' });
  });

  it('reads a well-formed tag that names no version as unmatched, a failed precondition', () => {
    for (const text of ['"0"', '"draft"', 'W/"x"', '""', '"99999999999"', '99999999999']) expect(parseIfMatch(text), text).toEqual({ kind: 'unmatched' });
  });

  it('answers a stale write with the current version', () => {
    expect(staleVersionResponseSchema.parse({ success: false, error: 'Changed.', currentVersion: 2 })).toEqual({
      success: false,
      error: 'Changed.',
      currentVersion: 2,
    });
    expect(staleVersionResponseSchema.safeParse({ success: false, error: 'Changed.' }).success).toBe(false);
  });
});
