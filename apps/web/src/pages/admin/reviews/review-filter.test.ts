import { describe, expect, it } from 'vitest';
import { REVIEW_FILTERS, emptyReviewsMessage, parseReviewFilter, reviewListQuery } from './review-filter.js';

describe('parseReviewFilter', () => {
  it('defaults to the pending reviews', () => {
    expect(parseReviewFilter(null)).toBe('pending');
    expect(parseReviewFilter('')).toBe('pending');
    expect(parseReviewFilter('APPROVED')).toBe('pending');
    expect(parseReviewFilter('deleted')).toBe('pending');
  });

  it('reads every known filter', () => {
    for (const filter of REVIEW_FILTERS) expect(parseReviewFilter(filter)).toBe(filter);
  });

  it('lists pending first', () => {
    expect(REVIEW_FILTERS[0]).toBe('pending');
  });
});

describe('reviewListQuery', () => {
  it('asks for one status, or for every review with none', () => {
    expect(reviewListQuery('pending')).toEqual({ status: 'pending' });
    expect(reviewListQuery('rejected')).toEqual({ status: 'rejected' });
    expect(reviewListQuery('all')).toEqual({});
  });
});

describe('emptyReviewsMessage', () => {
  it('has a sentence for every filter', () => {
    for (const filter of REVIEW_FILTERS) expect(emptyReviewsMessage(filter)).toMatch(/\.$/);
  });
});
