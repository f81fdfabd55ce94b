import { describe, expect, it } from 'vitest';
import { startingPrice } from './starting-price.js';

describe('startingPrice', () => {
  it('shows the project price first, in rupees with Indian grouping', () => {
    expect(startingPrice({ project: 250000, hourly: 1500, sqft: 1850 })).toBe('₹2,50,000');
  });

  it('falls back to the hourly rate, then the rate per square foot', () => {
    expect(startingPrice({ hourly: 1500, sqft: 1850 })).toBe('₹1,500/hr');
    expect(startingPrice({ sqft: 1850 })).toBe('₹1,850/sqft');
    expect(startingPrice({ project: 0, sqft: 95 })).toBe('₹95/sqft');
  });

  it('has nothing to show without prices', () => {
    expect(startingPrice({})).toBeNull();
  });
});
