import { describe, expect, it } from 'vitest';
import { parseWholeNumber } from './whole-number.js';

describe('parseWholeNumber', () => {
  it('reads whole numbers and drops a fraction', () => {
    expect(parseWholeNumber('18', 100)).toBe(18);
    expect(parseWholeNumber(' 12.9 ', 100)).toBe(12);
  });

  it('falls back to 0 for blank, text and negative input', () => {
    expect(parseWholeNumber('', 100)).toBe(0);
    expect(parseWholeNumber('abc', 100)).toBe(0);
    expect(parseWholeNumber('-4', 100)).toBe(0);
  });

  it('never goes above the limit', () => {
    expect(parseWholeNumber('5000', 100)).toBe(100);
  });
});
