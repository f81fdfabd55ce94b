import { describe, expect, it } from 'vitest';
import { BLOCK_SPEED_KMH, blockMinutes, TAXI_MINUTES } from './flight-block-time.js';

describe('blockMinutes', () => {
  it('is the distance at block speed plus taxi time, to 5 minutes', () => {
    // Mumbai–Delhi, 1,148 km: 92 minutes in the air plus 30 on the ground.
    expect(blockMinutes(1_148)).toBe(120);
    expect(blockMinutes(BLOCK_SPEED_KMH)).toBe(60 + TAXI_MINUTES);
    expect(blockMinutes(0)).toBe(TAXI_MINUTES);
    for (const km of [120, 700, 1_740, 2_600]) expect(blockMinutes(km) % 5).toBe(0);
  });

  it('grows with distance', () => {
    expect(blockMinutes(1_740)).toBeGreaterThan(blockMinutes(1_148));
    expect(blockMinutes(300)).toBeLessThan(blockMinutes(700));
  });

  it('refuses a negative distance', () => {
    expect(() => blockMinutes(-1)).toThrow(RangeError);
  });
});
