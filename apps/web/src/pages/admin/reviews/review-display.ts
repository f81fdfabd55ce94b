import { REVIEW_CRITERIA, REVIEW_CRITERION_LABELS, type Review, type ReviewCriterion, type ReviewRatings, type ReviewStatus } from '@stallplan/contracts';
import type { StatusTone } from '../dashboard/status-pill.js';

export const MAX_STARS = 5;

const STATUS: Record<ReviewStatus, { label: string; tone: StatusTone }> = {
  pending: { label: 'Pending', tone: 'amber' },
  approved: { label: 'Approved', tone: 'green' },
  rejected: { label: 'Rejected', tone: 'red' },
};

export const reviewStatus = (status: ReviewStatus) => STATUS[status];

/** "4/5": the words beside the stars, which screen readers read in place of the icons. */
export function ratingText(stars: number): string {
  return `${stars}/${MAX_STARS}`;
}

export interface CriterionRating {
  criterion: ReviewCriterion;
  label: string;
  stars: number;
  text: string;
}

/** The four ratings in the contract's order, labelled as the exhibitor saw them. */
export function criterionRatings(ratings: ReviewRatings): CriterionRating[] {
  return REVIEW_CRITERIA.map((criterion) => ({
    criterion,
    label: REVIEW_CRITERION_LABELS[criterion],
    stars: ratings[criterion],
    text: ratingText(ratings[criterion]),
  }));
}

/** "Photo 2 of 3": the alt text of a thumbnail and the viewer's title. */
export function photoLabel(index: number, count: number): string {
  return `Photo ${index + 1} of ${count}`;
}

/** "Acme Foods's review of Deccan Displays": names the card, its photos and the dialog. */
export function reviewSubject(review: Pick<Review, 'companyName' | 'vendorName'>): string {
  return `${review.companyName}'s review of ${review.vendorName}`;
}
