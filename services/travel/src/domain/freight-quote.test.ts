import { describe, expect, it } from 'vitest';
import { deliveryEstimate, type FreightTariff, freightPrice } from './freight-quote.js';

const road: FreightTariff = {
  mode: 'surface',
  ratePerKg: 8,
  ratePerKgPerKm: 0.01,
  minChargeableKg: 20,
  docketFee: 200,
  venueHandlingFee: 3_000,
  fuelSurcharge: 0.15,
  kmPerDay: 500,
};
const air: FreightTariff = { ...road, mode: 'air', ratePerKg: 50, ratePerKgPerKm: 0.03, minChargeableKg: 1, kmPerDay: 0 };

describe('freightPrice', () => {
  it('is weight × rate, plus fuel surcharge and the fixed fees', () => {
    // 100 kg over 1,000 km: 100 × (8 + 10) = 1,800; + 15% = 2,070; + 200 + 3,000 = 5,270; spread 1.
    expect(freightPrice(road, 100, 1_000, 0.5)).toBe(5_270);
  });

  it('bills at least the minimum weight', () => {
    expect(freightPrice(road, 5, 1_000, 0.5)).toBe(freightPrice(road, 20, 1_000, 0.5));
  });

  it('grows with weight and distance, and air costs more than road', () => {
    expect(freightPrice(road, 200, 1_000, 0.5)).toBeGreaterThan(freightPrice(road, 100, 1_000, 0.5));
    expect(freightPrice(road, 100, 2_000, 0.5)).toBeGreaterThan(freightPrice(road, 100, 1_000, 0.5));
    expect(freightPrice(air, 100, 1_000, 0.5)).toBeGreaterThan(freightPrice(road, 100, 1_000, 0.5));
  });

  it('spreads by no more than 3% either way', () => {
    const middle = freightPrice(road, 100, 1_000, 0.5);
    expect(freightPrice(road, 100, 1_000, 0)).toBe(Math.round(middle * 0.97));
    expect(freightPrice(road, 100, 1_000, 1)).toBe(Math.round(middle * 1.03));
  });
});

describe('deliveryEstimate', () => {
  it('counts a day for pickup plus the line haul by road', () => {
    expect(deliveryEstimate(road, 150)).toBe('2-3 days');
    expect(deliveryEstimate(road, 2_196)).toBe('6-7 days');
  });

  it('is a day or two by air, more on long routes and for cities without an airport', () => {
    expect(deliveryEstimate(air, 800)).toBe('1-2 days');
    expect(deliveryEstimate(air, 2_196)).toBe('2-3 days');
    expect(deliveryEstimate(air, 800, 1)).toBe('2-3 days');
  });
});
