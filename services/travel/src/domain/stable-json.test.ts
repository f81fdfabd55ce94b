import { describe, expect, it } from 'vitest';
import { stableJson } from './stable-json.js';

describe('stableJson', () => {
  it('writes the same text whatever the order of keys, at every level', () => {
    expect(stableJson({ b: 1, a: { d: [1, { y: 2, x: 1 }], c: 'x' } })).toBe('{"a":{"c":"x","d":[1,{"x":1,"y":2}]},"b":1}');
    expect(stableJson({ a: 1, b: 2 })).toBe(stableJson({ b: 2, a: 1 }));
  });

  it('leaves out undefined fields, as JSON does', () => {
    expect(stableJson({ a: 1, b: undefined })).toBe('{"a":1}');
    expect(stableJson(null)).toBe('null');
    expect(stableJson('text')).toBe('"text"');
  });
});
