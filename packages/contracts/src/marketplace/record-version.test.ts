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

  it('refuses what names no version', () => {
    for (const text of ['"0"', '-1', '1.5', 'abc', '"1", "2"', '99999999999']) expect(parseIfMatch(text), text).toEqual({ kind: 'invalid' });
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
