import { describe, expect, it } from 'vitest';
import { fixtureComparison } from '../../../test/fixtures/comparison-fixture.js';
import { reviewPanelOf } from './review-panel.js';

const review = {
  id: 'r-1',
  vendorId: 'v-b',
  vendorName: 'Beta Stalls',
  briefId: 'brief-1',
  companyName: 'Acme Pumps',
  exhibitionName: 'IMTEX 2027',
  ratings: { design: 5, workmanship: 4, timeliness: 4, cost: 3 },
  text: 'Good work and on time, would hire again.',
  photos: [],
  status: 'pending' as const,
  rejectionReason: null,
  createdAt: '2027-01-25T10:00:00.000Z',
};

describe('reviewPanelOf', () => {
  it('says nothing before a builder is chosen', () => {
    expect(reviewPanelOf(fixtureComparison(), '2027-01-05')).toEqual({ kind: 'none' });
  });

  it('says when the review opens, until the show has ended', () => {
    const awarded = fixtureComparison({ awardedBidId: 'b' });
    expect(reviewPanelOf(awarded, '2027-01-05')).toEqual({ kind: 'after-show', builderName: 'Beta Stalls', endDate: '2027-01-22' });
    expect(reviewPanelOf(awarded, '2027-01-22')).toMatchObject({ kind: 'after-show' });
    // After the show, the form opens only when the service says so.
    expect(reviewPanelOf(awarded, '2027-01-23')).toEqual({ kind: 'none' });
  });

  it('opens the form when the service allows a review', () => {
    expect(reviewPanelOf(fixtureComparison({ awardedBidId: 'b', canReview: true }), '2027-01-23')).toEqual({ kind: 'form', builderName: 'Beta Stalls' });
  });

  it('shows a written review, whatever else holds', () => {
    expect(reviewPanelOf(fixtureComparison({ awardedBidId: 'b', review }), '2027-01-25')).toMatchObject({ kind: 'submitted', review: { id: 'r-1' } });
  });
});
