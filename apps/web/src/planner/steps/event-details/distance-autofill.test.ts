import { describe, expect, it } from 'vitest';
import { roundedKm, shouldFillDistance } from './distance-autofill.js';

describe('rounded km', () => {
  it('rounds to whole kilometres within 0 to 5000', () => {
    expect(roundedKm(983.6)).toBe(984);
    expect(roundedKm(-2)).toBe(0);
    expect(roundedKm(7200)).toBe(5000);
  });
});

describe('should fill distance', () => {
  it('fills a new city pair’s estimate over any other value', () => {
    expect(shouldFillDistance(984, '', true)).toBe(true);
    expect(shouldFillDistance(984, 1500, true)).toBe(true);
  });

  it('never fills zero or the value already there', () => {
    expect(shouldFillDistance(0, '', true)).toBe(false);
    expect(shouldFillDistance(984, 984, true)).toBe(false);
  });

  it('only fills a blank field for the pair the page opened with', () => {
    expect(shouldFillDistance(984, '', false)).toBe(true);
    expect(shouldFillDistance(984, 1500, false)).toBe(false);
  });
});
