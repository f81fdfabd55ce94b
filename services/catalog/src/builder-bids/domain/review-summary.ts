import { REVIEW_CRITERIA, type ReviewCriterion, type ReviewRatings, type ReviewSummary } from '@stallplan/contracts';

/** Tenths as a whole number (4.3 is 43), halves rounded up, so the overall is summed from exact figures. */
function tenthsOf(sum: number, count: number): number {
  return Math.round((sum * 10) / count);
}

/**
 * A builder's reviews summed up: per criterion the average stars to one decimal, and overall the
 * mean of those four averages as shown, to one decimal, so a reader can check it from the page.
 * With no reviews every figure is null.
 */
export function summariseReviews(ratings: readonly ReviewRatings[]): ReviewSummary {
  const count = ratings.length;
  if (count === 0) {
    return { count: 0, averages: { design: null, workmanship: null, timeliness: null, cost: null }, overall: null };
  }
  const tenths = {} as Record<ReviewCriterion, number>;
  for (const criterion of REVIEW_CRITERIA) {
    tenths[criterion] = tenthsOf(
      ratings.reduce((sum, rating) => sum + rating[criterion], 0),
      count,
    );
  }
  const averages = Object.fromEntries(REVIEW_CRITERIA.map((criterion) => [criterion, tenths[criterion] / 10])) as Record<ReviewCriterion, number>;
  const overallTenths = Math.round(REVIEW_CRITERIA.reduce((sum, criterion) => sum + tenths[criterion], 0) / REVIEW_CRITERIA.length);
  return { count, averages, overall: overallTenths / 10 };
}

/** What matching reads of a builder's approved reviews. */
export interface ReviewStanding {
  count: number;
  /** The summary's overall, out of 5. */
  overall: number;
}

/** Approved reviews' standing per builder, from one list of every approved review. */
export function reviewStandingByVendor(reviews: ReadonlyArray<{ vendorId: string; ratings: ReviewRatings }>): Map<string, ReviewStanding> {
  const grouped = new Map<string, ReviewRatings[]>();
  for (const review of reviews) {
    const list = grouped.get(review.vendorId);
    if (list) list.push(review.ratings);
    else grouped.set(review.vendorId, [review.ratings]);
  }
  const standing = new Map<string, ReviewStanding>();
  for (const [vendorId, ratings] of grouped) {
    const { count, overall } = summariseReviews(ratings);
    if (overall !== null) standing.set(vendorId, { count, overall });
  }
  return standing;
}
