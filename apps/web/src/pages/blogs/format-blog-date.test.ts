import { describe, expect, it } from 'vitest';
import { formatBlogDate } from './format-blog-date.js';

describe('formatBlogDate', () => {
  it('writes a short month, the day and the year', () => {
    expect(formatBlogDate('2025-01-06T05:30:00.000Z')).toBe('Jan 6, 2025');
  });

  it("uses India's date for a time that is already the next day there", () => {
    expect(formatBlogDate('2025-03-31T20:00:00.000Z')).toBe('Apr 1, 2025');
  });

  it('gives nothing for a timestamp it cannot read', () => {
    expect(formatBlogDate('not a date')).toBe('');
  });
});
