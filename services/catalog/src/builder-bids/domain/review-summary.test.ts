import { describe, expect, it } from 'vitest';
import { reviewStandingByVendor, summariseReviews } from './review-summary.js';

const stars = (design: number, workmanship: number, timeliness: number, cost: number) => ({ design, workmanship, timeliness, cost });

describe('summariseReviews', () => {
  it('gives nulls without reviews', () => {
    expect(summariseReviews([])).toEqual({ count: 0, averages: { design: null, workmanship: null, timeliness: null, cost: null }, overall: null });
  });

  it('averages each criterion to one decimal and the overall from the averages as shown', () => {
    // design 14/3 = 4.67 → 4.7; workmanship 4; timeliness 11/3 = 3.67 → 3.7; cost 2
    // overall (4.7 + 4 + 3.7 + 2) / 4 = 3.6
    expect(summariseReviews([stars(5, 4, 3, 2), stars(5, 4, 4, 2), stars(4, 4, 4, 2)])).toEqual({
      count: 3,
      averages: { design: 4.7, workmanship: 4, timeliness: 3.7, cost: 2 },
      overall: 3.6,
    });
  });

  it('rounds halves up', () => {
    // design: 14 × 5 + 5 × 3 + 2 = 87 over 20 = 4.35 → 4.4
    const ratings = [...Array.from({ length: 14 }, () => stars(5, 5, 5, 5)), ...Array.from({ length: 5 }, () => stars(3, 5, 5, 5)), stars(2, 5, 5, 5)];
    expect(summariseReviews(ratings).averages.design).toBe(4.4);
    // overall (4.4 + 5 + 5 + 5) / 4 = 4.85 → 4.9
    expect(summariseReviews(ratings).overall).toBe(4.9);
  });

  it('reads one review as it is', () => {
    expect(summariseReviews([stars(5, 4, 5, 3)])).toEqual({ count: 1, averages: { design: 5, workmanship: 4, timeliness: 5, cost: 3 }, overall: 4.3 });
  });
});

describe('reviewStandingByVendor', () => {
  it('groups the reviews by builder, each with its count and overall', () => {
    const standing = reviewStandingByVendor([
      { vendorId: 'a', ratings: stars(5, 5, 5, 5) },
      { vendorId: 'b', ratings: stars(2, 2, 2, 2) },
      { vendorId: 'a', ratings: stars(3, 3, 3, 3) },
    ]);
    expect(Object.fromEntries(standing)).toEqual({ a: { count: 2, overall: 4 }, b: { count: 1, overall: 2 } });
  });
});
