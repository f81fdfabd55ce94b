import { describe, expect, it } from 'vitest';
import { jsonNestingExceeds } from './json-nesting-exceeds.js';

describe('jsonNestingExceeds', () => {
  it('counts arrays and objects alike', () => {
    expect(jsonNestingExceeds('{"a":[{"b":[1]}]}', 4)).toBe(false);
    expect(jsonNestingExceeds('{"a":[{"b":[1]}]}', 3)).toBe(true);
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    expect(jsonNestingExceeds('{"a":"[[[[{{{{\\"[[[["}', 1)).toBe(false);
  });

  it('finds nesting too deep for JSON.stringify', () => {
    const deep = `${'['.repeat(5_000)}${']'.repeat(5_000)}`;
    expect(() => JSON.stringify(JSON.parse(deep))).toThrow(RangeError);
    expect(jsonNestingExceeds(deep, 64)).toBe(true);
  });

  it('passes flat and empty text', () => {
    expect(jsonNestingExceeds('', 64)).toBe(false);
    expect(jsonNestingExceeds('"text"', 0)).toBe(false);
    expect(jsonNestingExceeds('[1,2,3]', 1)).toBe(false);
  });
});
