import { describe, expect, it } from 'vitest';
import { wholeRupees } from './whole-rupees.js';

describe('wholeRupees', () => {
  it('rounds to whole rupees', () => {
    expect(wholeRupees(120_773.9)).toBe(120_774);
    expect(wholeRupees(37_500)).toBe(37_500);
  });

  it('counts negative, non-finite and non-numbers as 0', () => {
    for (const value of [-1, Number.NaN, Number.POSITIVE_INFINITY, '500', null, undefined]) expect(wholeRupees(value)).toBe(0);
  });
});
