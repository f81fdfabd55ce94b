import { describe, expect, it } from 'vitest';
import { adminStatsResponseSchema } from './admin-stats.js';

describe('adminStatsResponseSchema', () => {
  it('accepts the dashboard counts', () => {
    const stats = { success: true, data: { vendors: { total: 12, active: 9, pending: 3 }, blogs: { total: 7 } } };
    expect(adminStatsResponseSchema.parse(stats)).toEqual(stats);
  });

  it('refuses negative or fractional counts', () => {
    expect(adminStatsResponseSchema.safeParse({ success: true, data: { vendors: { total: -1, active: 0, pending: 0 }, blogs: { total: 0 } } }).success).toBe(
      false,
    );
    expect(adminStatsResponseSchema.safeParse({ success: true, data: { vendors: { total: 1.5, active: 0, pending: 0 }, blogs: { total: 0 } } }).success).toBe(
      false,
    );
  });
});
