import { describe, expect, it } from 'vitest';
import { EMPTY_REVIEW_FORM, reviewFieldOf, reviewFormSchema, reviewTextCount, type ReviewFormValues } from './review-form-values.js';

const rated = (overrides: Partial<ReviewFormValues> = {}): ReviewFormValues => ({
  ratings: { design: 5, workmanship: 4, timeliness: 3, cost: 4 },
  text: '  Built on time and exactly as drawn; the fascia lights were superb.  ',
  photos: ['/api/files/stall-1.jpg'],
  ...overrides,
});

describe('reviewFormSchema', () => {
  it('gives the contract’s review from a complete form, text trimmed', () => {
    expect(reviewFormSchema.parse(rated())).toEqual({
      ratings: { design: 5, workmanship: 4, timeliness: 3, cost: 4 },
      text: 'Built on time and exactly as drawn; the fascia lights were superb.',
      photos: ['/api/files/stall-1.jpg'],
    });
  });

  it('asks for every rating and enough words on an empty form', () => {
    const issues = reviewFormSchema.safeParse(EMPTY_REVIEW_FORM).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues).toEqual([
      ['ratings.design', 'Please rate design.'],
      ['ratings.workmanship', 'Please rate workmanship.'],
      ['ratings.timeliness', 'Please rate timeliness.'],
      ['ratings.cost', 'Please rate cost.'],
      ['text', 'Please write at least 20 characters about the builder.'],
    ]);
  });

  it('refuses too long a text, too many photos and a photo not uploaded here', () => {
    const paths = (values: ReviewFormValues) => reviewFormSchema.safeParse(values).error?.issues.map((issue) => issue.path.join('.'));
    expect(paths(rated({ text: 'x'.repeat(2001) }))).toEqual(['text']);
    expect(paths(rated({ photos: Array.from({ length: 6 }, (_, index) => `/api/files/p${index}.jpg`) }))).toEqual(['photos']);
    expect(paths(rated({ photos: ['https://example.com/p.jpg'] }))).toEqual(['photos.0']);
  });
});

describe('reviewTextCount', () => {
  it('counts towards the minimum, then against the maximum', () => {
    expect(reviewTextCount('  short  ')).toBe('5 characters; at least 20');
    expect(reviewTextCount('x'.repeat(1500))).toBe('1,500 of 2,000 characters');
  });
});

describe('reviewFieldOf', () => {
  it('names the field a refusal is about', () => {
    expect(reviewFieldOf('ratings.cost')).toBe('ratings.cost');
    expect(reviewFieldOf('ratings')).toBeNull();
    expect(reviewFieldOf('photos.2')).toBe('photos');
    expect(reviewFieldOf('text')).toBe('text');
    expect(reviewFieldOf('')).toBeNull();
  });
});
