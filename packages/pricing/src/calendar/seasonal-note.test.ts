import { describe, expect, it } from 'vitest';
import { seasonalNote } from './seasonal-note.js';

describe('seasonalNote', () => {
  it('marks October to March as peak (+15%)', () => {
    for (const month of [10, 11, 12, 1, 2, 3]) expect(seasonalNote(month)).toMatchObject({ season: 'peak', adjustmentPercent: 15 });
  });

  it('marks April to June as summer (−5%)', () => {
    for (const month of [4, 5, 6]) expect(seasonalNote(month)).toMatchObject({ season: 'summer', adjustmentPercent: -5 });
  });

  it('marks July to September as monsoon (standard)', () => {
    for (const month of [7, 8, 9]) expect(seasonalNote(month)).toMatchObject({ season: 'monsoon', adjustmentPercent: 0 });
  });

  it('reads the month of a date text or a Date', () => {
    expect(seasonalNote('2026-10-05')?.season).toBe('peak');
    expect(seasonalNote('2026-05-20')?.season).toBe('summer');
    expect(seasonalNote(new Date('2026-08-15T00:00:00Z'))?.season).toBe('monsoon');
    expect(seasonalNote('2026-10-05')?.text).toContain('15%');
  });

  it('gives no note without a month', () => {
    expect(seasonalNote(0)).toBeUndefined();
    expect(seasonalNote(13)).toBeUndefined();
    expect(seasonalNote(2.5)).toBeUndefined();
    expect(seasonalNote('soon')).toBeUndefined();
    expect(seasonalNote('2026-13-01')).toBeUndefined();
    expect(seasonalNote(undefined)).toBeUndefined();
    expect(seasonalNote(new Date(Number.NaN))).toBeUndefined();
  });
});
