import { describe, expect, it } from 'vitest';
import { logisticsStallSqm } from './stall-size.js';

describe('logisticsStallSqm', () => {
  it('takes the booth size from step 1 first', () => {
    expect(logisticsStallSqm(36, { area: 18, areaUnit: 'sqm' })).toBe(36);
  });

  it('falls back to the stall design area, converting square feet', () => {
    expect(logisticsStallSqm('', { area: 18, areaUnit: 'sqm' })).toBe(18);
    // 200 sq ft × 0.092903 = 18.58 sq m.
    expect(logisticsStallSqm('', { area: 200, areaUnit: 'sqft' })).toBe(18.6);
  });

  it('is unknown when neither step gave a size', () => {
    expect(logisticsStallSqm('', { area: 0, areaUnit: 'sqm' })).toBeUndefined();
    expect(logisticsStallSqm(0, { area: 0, areaUnit: 'sqm' })).toBeUndefined();
  });
});
