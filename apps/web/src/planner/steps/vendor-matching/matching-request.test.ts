import { describe, expect, it } from 'vitest';
import { matchingBoothSize, matchingRequest } from './matching-request.js';

describe('matchingBoothSize', () => {
  it("prefers step 1's booth size", () => {
    expect(matchingBoothSize(18, { area: 40, areaUnit: 'sqm' })).toBe(18);
  });

  it("falls back to step 2's area, converting square feet", () => {
    expect(matchingBoothSize('', { area: 24, areaUnit: 'sqm' })).toBe(24);
    expect(matchingBoothSize('', { area: 200, areaUnit: 'sqft' })).toBe(18.58);
    expect(matchingBoothSize(0, { area: 30, areaUnit: 'sqm' })).toBe(30);
  });

  it('has no size when neither is above zero', () => {
    expect(matchingBoothSize('', { area: 0, areaUnit: 'sqm' })).toBeNull();
    expect(matchingBoothSize(-5, { area: 0, areaUnit: 'sqft' })).toBeNull();
    expect(matchingBoothSize(Number.NaN, { area: 0, areaUnit: 'sqm' })).toBeNull();
  });
});

describe('matchingRequest', () => {
  const design = { area: 0, areaUnit: 'sqm' as const };

  it('needs a destination city and a booth size', () => {
    expect(matchingRequest({ destinationCity: ' Bangalore ', boothSize: 18 }, design)).toEqual({ destinationCity: 'Bangalore', boothSize: 18 });
    expect(matchingRequest({ destinationCity: '', boothSize: 18 }, design)).toBeNull();
    expect(matchingRequest({ destinationCity: '   ', boothSize: 18 }, design)).toBeNull();
    expect(matchingRequest({ destinationCity: 'Bangalore', boothSize: '' }, design)).toBeNull();
  });
});
