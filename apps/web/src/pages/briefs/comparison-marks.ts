import { BID_LINE_KEYS, type Bid, type BidLineKey, type BriefComparison } from '@stallplan/contracts';
import { compareBids } from '@stallplan/pricing';

export type LineMark = 'lowest' | 'highest' | null;
export type BidBadge = 'cheapest' | 'fastest' | 'awarded';

export const BADGE_LABELS: Readonly<Record<BidBadge, string>> = { cheapest: 'Cheapest', fastest: 'Fastest', awarded: 'Awarded' };

/** One bid's column of the comparison: the bid and what the table marks on it. */
export interface BidColumn {
  bid: Bid;
  badges: BidBadge[];
  /** Per line: the lowest (green) or highest (amber) of the bids, or neither. */
  lineMarks: Record<BidLineKey, LineMark>;
  /** Whole percent against StallPlan's estimate; null without one. */
  versusEstimatePct: number | null;
}

/** `12% above estimate`, `4% below estimate`, `Same as estimate`; null without an estimate. */
export function versusEstimateText(pct: number | null): string | null {
  if (pct === null) return null;
  if (pct === 0) return 'Same as estimate';
  return `${Math.abs(pct)}% ${pct > 0 ? 'above' : 'below'} estimate`;
}

/**
 * The comparison's columns, in the order the service lists the bids. Cheapest and Fastest mean
 * something only against another bid, so a lone bid gets neither; Awarded marks the chosen one.
 */
export function comparisonColumns(comparison: Pick<BriefComparison, 'bids' | 'estimate' | 'awardedBidId'>): BidColumn[] {
  const { bids, estimate, awardedBidId } = comparison;
  const marks = compareBids(bids, estimate.total);
  return bids.map((bid) => {
    const badges: BidBadge[] = [];
    if (bids.length > 1 && marks.cheapestBidId === bid.id) badges.push('cheapest');
    if (bids.length > 1 && marks.fastestBidId === bid.id) badges.push('fastest');
    if (awardedBidId === bid.id) badges.push('awarded');
    const lineMarks = Object.fromEntries(
      BID_LINE_KEYS.map((key) => [key, marks.lowest[key].includes(bid.id) ? 'lowest' : marks.highest[key].includes(bid.id) ? 'highest' : null]),
    ) as Record<BidLineKey, LineMark>;
    return { bid, badges, lineMarks, versusEstimatePct: marks.versusEstimatePct[bid.id] ?? null };
  });
}

/** The builder the exhibitor chose, by name; null before the award. */
export function awardedBuilderName(comparison: Pick<BriefComparison, 'bids' | 'awardedBidId'>): string | null {
  return comparison.bids.find((bid) => bid.id === comparison.awardedBidId)?.vendorName ?? null;
}
