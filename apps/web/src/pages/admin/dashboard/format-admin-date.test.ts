import { describe, expect, it } from 'vitest';
import { formatAdminDate, formatAdminDateTime } from './format-admin-date.js';

describe('formatAdminDate', () => {
  it('shows the day in India, en-US style', () => {
    expect(formatAdminDate('2025-01-06T10:00:00.000Z')).toBe('Jan 6, 2025');
    // 20:00 UTC is already the next day in India.
    expect(formatAdminDate('2025-01-06T20:00:00.000Z')).toBe('Jan 7, 2025');
  });

  it('shows nothing for a timestamp it cannot read', () => {
    expect(formatAdminDate('not a date')).toBe('');
  });
});

describe('formatAdminDateTime', () => {
  it('adds the time in India', () => {
    expect(formatAdminDateTime('2025-01-06T10:00:00.000Z')).toBe('Jan 6, 2025, 3:30 PM');
  });
});
