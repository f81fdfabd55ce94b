import { describe, expect, it } from 'vitest';
import { isCalendarDate, suggestedArrivalDate, suggestedDepartureDate, withExhibitionDates } from './travel-date-defaults.js';

const blank = { exhibitionStartDate: '', exhibitionEndDate: '', arrivalDate: '', departureDate: '' };

describe('calendar dates', () => {
  it('accepts real YYYY-MM-DD days only', () => {
    expect(isCalendarDate('2026-02-28')).toBe(true);
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2026-13-01')).toBe(false);
    expect(isCalendarDate('10/03/2026')).toBe(false);
    expect(isCalendarDate('')).toBe(false);
  });
});

describe('suggested travel dates', () => {
  it('arrives the day before the start and leaves the day after the end', () => {
    expect(suggestedArrivalDate('2026-11-10')).toBe('2026-11-09');
    expect(suggestedDepartureDate('2026-11-12')).toBe('2026-11-13');
  });

  it('crosses month, year and leap-day boundaries without time-zone drift', () => {
    expect(suggestedArrivalDate('2026-03-01')).toBe('2026-02-28');
    expect(suggestedArrivalDate('2028-03-01')).toBe('2028-02-29');
    expect(suggestedArrivalDate('2027-01-01')).toBe('2026-12-31');
    expect(suggestedDepartureDate('2026-12-31')).toBe('2027-01-01');
  });

  it('is blank while the exhibition date is blank or not a date', () => {
    expect(suggestedArrivalDate('')).toBe('');
    expect(suggestedDepartureDate('2026-02-30')).toBe('');
  });
});

describe('exhibition date changes', () => {
  it('fills blank travel dates', () => {
    expect(withExhibitionDates(blank, { exhibitionStartDate: '2026-11-10' })).toEqual({ exhibitionStartDate: '2026-11-10', arrivalDate: '2026-11-09' });
    expect(withExhibitionDates(blank, { exhibitionEndDate: '2026-11-12' })).toEqual({ exhibitionEndDate: '2026-11-12', departureDate: '2026-11-13' });
  });

  it('moves a travel date that still equals the old default', () => {
    const current = { exhibitionStartDate: '2026-11-10', exhibitionEndDate: '2026-11-12', arrivalDate: '2026-11-09', departureDate: '2026-11-13' };
    expect(withExhibitionDates(current, { exhibitionStartDate: '2026-11-11' })).toEqual({ exhibitionStartDate: '2026-11-11', arrivalDate: '2026-11-10' });
    expect(withExhibitionDates(current, { exhibitionEndDate: '2026-11-15' })).toEqual({ exhibitionEndDate: '2026-11-15', departureDate: '2026-11-16' });
  });

  it('keeps a travel date the user picked', () => {
    const current = { exhibitionStartDate: '2026-11-10', exhibitionEndDate: '2026-11-12', arrivalDate: '2026-11-07', departureDate: '2026-11-20' };
    expect(withExhibitionDates(current, { exhibitionStartDate: '2026-11-11' })).toEqual({ exhibitionStartDate: '2026-11-11' });
    expect(withExhibitionDates(current, { exhibitionEndDate: '2026-11-14' })).toEqual({ exhibitionEndDate: '2026-11-14' });
  });

  it('clears a defaulted travel date when its exhibition date is cleared', () => {
    const current = { exhibitionStartDate: '2026-11-10', exhibitionEndDate: '', arrivalDate: '2026-11-09', departureDate: '' };
    expect(withExhibitionDates(current, { exhibitionStartDate: '' })).toEqual({ exhibitionStartDate: '', arrivalDate: '' });
  });
});
