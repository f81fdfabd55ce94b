import { describe, expect, it } from 'vitest';
import { flightTotalFor, travellersLabel } from './flight-total.js';

describe('flightTotalFor', () => {
  it('multiplies the per-person price by the team size', () => {
    expect(flightTotalFor(5_432, 3)).toBe(16_296);
    expect(flightTotalFor(4_999, 10)).toBe(49_990);
  });

  it('gives no total for a team of one, or a team size that is not a head count', () => {
    expect(flightTotalFor(5_432, 1)).toBeNull();
    expect(flightTotalFor(5_432, 0)).toBeNull();
    expect(flightTotalFor(5_432, 2.5)).toBeNull();
    expect(flightTotalFor(Number.NaN, 3)).toBeNull();
  });
});

describe('travellersLabel', () => {
  it('counts one traveller or many', () => {
    expect(travellersLabel(1)).toBe('1 traveller');
    expect(travellersLabel(3)).toBe('3 travellers');
  });
});
