import { describe, expect, it } from 'vitest';
import { formatIsoDuration } from './format-iso-duration.js';

describe('formatIsoDuration', () => {
  it('shows hours and minutes as the flight card does', () => {
    expect(formatIsoDuration('PT2H30M')).toBe('2h 30m');
    expect(formatIsoDuration('PT45M')).toBe('45m');
    expect(formatIsoDuration('PT3H')).toBe('3h');
    expect(formatIsoDuration('PT0M')).toBe('0m');
  });

  it('folds days into hours', () => {
    // 1 day + 2 h = 26 h.
    expect(formatIsoDuration('P1DT2H10M')).toBe('26h 10m');
  });

  it('returns anything else unchanged', () => {
    for (const text of ['2h 30m', 'PT', 'P', 'PT2H30M15S', '', 'pt2h']) expect(formatIsoDuration(text)).toBe(text);
  });
});
