import type { BriefComparison, Review } from '@stallplan/contracts';
import { awardedBuilderName } from './comparison-marks.js';

/** Which part of the review the comparison page shows. */
export type ReviewPanel =
  | { kind: 'submitted'; review: Review }
  | { kind: 'form'; builderName: string }
  | { kind: 'after-show'; builderName: string; endDate: string }
  | { kind: 'none' };

/**
 * A written review is shown with its status; the form opens once the service allows it (after
 * the show, with a builder awarded); before then the page says when. Without an award, or once
 * the window has passed, nothing is said.
 */
export function reviewPanelOf(comparison: Pick<BriefComparison, 'brief' | 'bids' | 'awardedBidId' | 'canReview' | 'review'>, today: string): ReviewPanel {
  if (comparison.review) return { kind: 'submitted', review: comparison.review };
  const builderName = awardedBuilderName(comparison);
  if (!builderName) return { kind: 'none' };
  if (comparison.canReview) return { kind: 'form', builderName };
  const endDate = comparison.brief.event.endDate;
  return today <= endDate ? { kind: 'after-show', builderName, endDate } : { kind: 'none' };
}
