import { reviewStatusSchema } from '@stallplan/contracts';
import { describe, expect, it } from 'vitest';
import { criterionRatings, photoLabel, ratingText, reviewStatus, reviewSubject } from './review-display.js';

describe('ratingText', () => {
  it('says the stars out of five', () => {
    expect(ratingText(4)).toBe('4/5');
    expect(ratingText(1)).toBe('1/5');
  });
});

describe('criterionRatings', () => {
  it('lists the four criteria in order with their labels and text', () => {
    expect(criterionRatings({ design: 5, workmanship: 4, timeliness: 3, cost: 2 })).toEqual([
      { criterion: 'design', label: 'Design', stars: 5, text: '5/5' },
      { criterion: 'workmanship', label: 'Workmanship', stars: 4, text: '4/5' },
      { criterion: 'timeliness', label: 'Timeliness', stars: 3, text: '3/5' },
      { criterion: 'cost', label: 'Cost', stars: 2, text: '2/5' },
    ]);
  });
});

describe('reviewStatus', () => {
  it('labels every status the contract knows', () => {
    for (const status of reviewStatusSchema.options) expect(reviewStatus(status).label).toBeTruthy();
  });

  it('marks pending amber, approved green and rejected red', () => {
    expect(reviewStatus('pending').tone).toBe('amber');
    expect(reviewStatus('approved').tone).toBe('green');
    expect(reviewStatus('rejected').tone).toBe('red');
  });
});

describe('photoLabel', () => {
  it('counts from one', () => {
    expect(photoLabel(0, 3)).toBe('Photo 1 of 3');
  });
});

describe('reviewSubject', () => {
  it('names who reviewed whom', () => {
    expect(reviewSubject({ companyName: 'Acme Foods', vendorName: 'Deccan Displays' })).toBe("Acme Foods's review of Deccan Displays");
  });
});
