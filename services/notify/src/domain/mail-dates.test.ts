import { describe, expect, it } from 'vitest';
import { calendarDay, dayRange, indianDateTime } from './mail-dates.js';

describe('mail dates', () => {
  it('shows calendar days and ranges in words', () => {
    expect(dayRange('2026-09-10', '2026-09-12')).toBe('10–12 September 2026');
    expect(dayRange('2026-09-30', '2026-10-02')).toBe('30 September 2026 – 2 October 2026');
    expect(dayRange('2026-09-10', '2026-09-10')).toBe('10 September 2026');
  });

  it('shows one calendar day in words', () => {
    expect(calendarDay('2026-11-27')).toBe('27 November 2026');
    expect(calendarDay('2027-02-30')).toBe('2027-02-30');
  });

  it('shows what it cannot read as it came', () => {
    expect(dayRange('soon', 'later')).toBe('soon – later');
    expect(dayRange('TBA', 'TBA')).toBe('TBA');
  });

  it('shows a deadline in Indian time', () => {
    expect(indianDateTime('2026-08-20T18:29:00Z')).toBe('20 August 2026 at 11:59 pm IST');
    expect(indianDateTime('2026-08-20T18:30:00.123456Z')).toBe('21 August 2026 at 12:00 am IST');
  });
});
