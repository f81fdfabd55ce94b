import { describe, expect, it } from 'vitest';
import { MAX_ROOM_RATE, MIN_ROOM_RATE, nightlyRate, type RoomRateInputs } from './hotel-rate.js';
import { SeededRandom } from './seeded-random.js';

const typical: RoomRateInputs = { stars: 4, cityFactor: 1, checkIn: '2026-08-19', searchedOn: '2026-07-01', kmToVenue: 8, guests: 2, variation: 0.5 };

describe('nightlyRate', () => {
  it('prices a four-star room for two at a typical metro rate, to ₹50', () => {
    expect(nightlyRate(typical)).toBe(6_800);
    expect(nightlyRate({ ...typical, variation: 0.13 }) % 50).toBe(0);
  });

  it('rises with stars, city, season, a stay starting soon and a hotel next to the venue', () => {
    expect(nightlyRate({ ...typical, stars: 5 })).toBeGreaterThan(nightlyRate(typical));
    expect(nightlyRate({ ...typical, stars: 3 })).toBeLessThan(nightlyRate(typical));
    expect(nightlyRate({ ...typical, cityFactor: 1.35 })).toBeGreaterThan(nightlyRate(typical));
    expect(nightlyRate({ ...typical, checkIn: '2026-12-02', searchedOn: '2026-10-14' })).toBeGreaterThan(nightlyRate(typical));
    expect(nightlyRate({ ...typical, searchedOn: '2026-08-18' })).toBeGreaterThan(nightlyRate(typical));
    expect(nightlyRate({ ...typical, kmToVenue: 1 })).toBeGreaterThan(nightlyRate(typical));
  });

  it('adds a quarter of the rate for each guest beyond two', () => {
    expect(nightlyRate({ ...typical, guests: 1 })).toBe(nightlyRate(typical));
    expect(nightlyRate({ ...typical, guests: 4 })).toBe(Math.round((6_800 * 1.5) / 50) * 50);
  });

  it('stays within its bounds whatever the inputs', () => {
    const random = new SeededRandom('room bounds');
    for (let i = 0; i < 3_000; i += 1) {
      const rate = nightlyRate({
        stars: random.int(1, 6),
        cityFactor: random.between(0.5, 2),
        checkIn: new Date(Date.UTC(2026, 0, 1 + random.int(0, 400))).toISOString().slice(0, 10),
        searchedOn: '2026-01-01',
        kmToVenue: random.between(0, 20),
        guests: random.int(1, 10),
        variation: random.next(),
      });
      expect(rate).toBeGreaterThanOrEqual(MIN_ROOM_RATE);
      expect(rate).toBeLessThanOrEqual(MAX_ROOM_RATE);
    }
  });
});
