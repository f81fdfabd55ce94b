import { REVIEW_CRITERIA, REVIEW_CRITERION_LABELS, type ReviewRatings, type ReviewSummary } from '@stallplan/contracts';

/** `4.5 ★ from 3 verified reviews`; null with none, as nothing is shown then. */
export function reviewSummaryText(summary: ReviewSummary): string | null {
  if (summary.count <= 0) return null;
  const count = `${summary.count} verified ${summary.count === 1 ? 'review' : 'reviews'}`;
  return summary.overall === null ? `From ${count}` : `${summary.overall.toFixed(1)} ★ from ${count}`;
}

/** Each criterion with its average, in the contracts' order; criteria nobody rated are left out. */
export function criterionAverages(summary: ReviewSummary): Array<{ criterion: string; label: string; average: number }> {
  return REVIEW_CRITERIA.flatMap((criterion) => {
    const average = summary.averages[criterion];
    return average === null ? [] : [{ criterion, label: REVIEW_CRITERION_LABELS[criterion], average }];
  });
}

/** One review's four ratings as one figure, to one decimal. */
export function reviewOverall(ratings: ReviewRatings): number {
  const sum = REVIEW_CRITERIA.reduce((total, criterion) => total + ratings[criterion], 0);
  return Math.round((sum / REVIEW_CRITERIA.length) * 10) / 10;
}
