import { describe, expect, it } from 'vitest';
import { criterionAverages, reviewOverall, reviewSummaryText } from './review-summary.js';

const summary = (count: number, overall: number | null) => ({
  count,
  overall,
  averages: { design: 4.7, workmanship: 4.3, timeliness: null, cost: 4 },
});

describe('reviewSummaryText', () => {
  it('says the overall rating and how many verified reviews it stands on', () => {
    expect(reviewSummaryText(summary(3, 4.5))).toBe('4.5 ★ from 3 verified reviews');
    expect(reviewSummaryText(summary(1, 4))).toBe('4.0 ★ from 1 verified review');
    expect(reviewSummaryText(summary(2, null))).toBe('From 2 verified reviews');
  });

  it('says nothing without reviews', () => {
    expect(reviewSummaryText(summary(0, null))).toBeNull();
  });
});

describe('criterionAverages', () => {
  it('lists the rated criteria by their labels', () => {
    expect(criterionAverages(summary(3, 4.5))).toEqual([
      { criterion: 'design', label: 'Design', average: 4.7 },
      { criterion: 'workmanship', label: 'Workmanship', average: 4.3 },
      { criterion: 'cost', label: 'Cost', average: 4 },
    ]);
  });
});

describe('reviewOverall', () => {
  it('averages the four ratings to one decimal', () => {
    expect(reviewOverall({ design: 5, workmanship: 4, timeliness: 4, cost: 4 })).toBe(4.3);
  });
});
