import { describe, expect, it } from 'vitest';
import { epochMinute, secondsToNextMinute, secondsToUtcMidnight } from './rate-windows.js';

const at = (iso: string) => new Date(iso).getTime();

describe('rate windows', () => {
  it('puts every instant of a clock minute in the same minute', () => {
    expect(epochMinute(at('2026-11-27T12:00:00.000Z'))).toBe(epochMinute(at('2026-11-27T12:00:59.999Z')));
    expect(epochMinute(at('2026-11-27T12:01:00.000Z'))).toBe(epochMinute(at('2026-11-27T12:00:00.000Z')) + 1);
  });

  it('counts whole seconds to the next minute, 1 to 60', () => {
    expect(secondsToNextMinute(at('2026-11-27T12:00:30.000Z'))).toBe(30);
    expect(secondsToNextMinute(at('2026-11-27T12:00:59.500Z'))).toBe(1);
    expect(secondsToNextMinute(at('2026-11-27T12:00:00.000Z'))).toBe(60);
    expect(secondsToNextMinute(at('2026-11-27T12:00:00.001Z'))).toBe(60);
  });

  it('counts whole seconds to midnight UTC, at least 1', () => {
    expect(secondsToUtcMidnight(at('2026-11-27T12:00:00.000Z'))).toBe(12 * 3600);
    expect(secondsToUtcMidnight(at('2026-11-27T23:59:59.900Z'))).toBe(1);
    expect(secondsToUtcMidnight(at('2026-11-28T00:00:00.000Z'))).toBe(86_400);
  });
});
