import { describe, expect, it } from 'vitest';
import {
  advancePurchaseFactor,
  economyFare,
  type FareInputs,
  MAX_ECONOMY_FARE,
  MIN_ECONOMY_FARE,
  seasonFactor,
  timeOfDayFactor,
  weekdayFactor,
} from './fare-model.js';
import { SeededRandom } from './seeded-random.js';

// A Wednesday in August, booked six weeks ahead: every factor at or near 1.
const typical: FareInputs = {
  distanceKm: 1_148,
  departureDate: '2026-08-19',
  searchedOn: '2026-07-08',
  carrierFactor: 1,
  stops: 0,
  departureMinute: 12 * 60,
  variation: 0.5,
};

describe('economyFare', () => {
  it('prices a typical Mumbai–Delhi seat as Indian carriers do', () => {
    const fare = economyFare(typical);
    expect(fare).toBeGreaterThan(4_500);
    expect(fare).toBeLessThan(6_500);
    expect(Number.isInteger(fare)).toBe(true);
  });

  it('stays within its bounds whatever the inputs', () => {
    const random = new SeededRandom('fare bounds');
    for (let i = 0; i < 5_000; i += 1) {
      const day = random.int(0, 400);
      const fare = economyFare({
        distanceKm: random.between(0, 4_000),
        departureDate: new Date(Date.UTC(2026, 0, 1 + day)).toISOString().slice(0, 10),
        searchedOn: '2026-01-01',
        carrierFactor: random.between(0.9, 1.15),
        stops: random.int(0, 2),
        departureMinute: random.int(0, 24 * 60 - 1),
        variation: random.next(),
      });
      expect(fare).toBeGreaterThanOrEqual(MIN_ECONOMY_FARE);
      expect(fare).toBeLessThanOrEqual(MAX_ECONOMY_FARE);
    }
    expect(economyFare({ ...typical, distanceKm: 0, variation: 0 })).toBe(MIN_ECONOMY_FARE);
    expect(economyFare({ ...typical, distanceKm: 100_000 })).toBe(MAX_ECONOMY_FARE);
  });

  it('grows with distance', () => {
    expect(economyFare({ ...typical, distanceKm: 1_740 })).toBeGreaterThan(economyFare(typical));
    expect(economyFare({ ...typical, distanceKm: 500 })).toBeLessThan(economyFare(typical));
  });

  it('costs more the closer the day, on Fridays and in the exhibition season', () => {
    expect(economyFare({ ...typical, searchedOn: '2026-08-18' })).toBeGreaterThan(economyFare(typical));
    expect(economyFare({ ...typical, departureDate: '2026-08-21', searchedOn: '2026-07-10' })).toBeGreaterThan(economyFare(typical));
    expect(economyFare({ ...typical, departureDate: '2026-11-18', searchedOn: '2026-10-07' })).toBeGreaterThan(economyFare(typical));
  });

  it('is cheaper with a stop and on a low-cost carrier', () => {
    expect(economyFare({ ...typical, stops: 1 })).toBeLessThan(economyFare(typical));
    expect(economyFare({ ...typical, carrierFactor: 0.94 })).toBeLessThan(economyFare({ ...typical, carrierFactor: 1.12 }));
  });
});

describe('fare factors', () => {
  it('never fall as the departure comes closer', () => {
    for (let days = 1; days <= 120; days += 1) expect(advancePurchaseFactor(days - 1)).toBeGreaterThanOrEqual(advancePurchaseFactor(days));
  });

  it('follow the week, the seasons and the time of day', () => {
    expect(weekdayFactor('2026-08-21')).toBeGreaterThan(weekdayFactor('2026-08-19'));
    expect(seasonFactor('2026-12-01')).toBeCloseTo(1.15);
    expect(seasonFactor('2026-05-01')).toBeCloseTo(0.95);
    expect(seasonFactor('2026-08-01')).toBe(1);
    expect(timeOfDayFactor(8 * 60)).toBeGreaterThan(timeOfDayFactor(13 * 60));
    expect(timeOfDayFactor(5 * 60 + 30)).toBeLessThan(timeOfDayFactor(13 * 60));
  });
});
