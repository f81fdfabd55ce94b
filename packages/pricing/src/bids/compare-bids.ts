import { BID_LINE_KEYS, type BidLineKey, type BidLines } from '@stallplan/contracts';

export interface ComparableBid {
  id: string;
  lines: BidLines;
  total: number;
  timelineDays: number;
}

export interface BidComparison {
  /** Lowest total; on a tie the faster, then the first listed. Null with no bids. */
  cheapestBidId: string | null;
  /** Fewest days; on a tie the cheaper, then the first listed. */
  fastestBidId: string | null;
  /** Per line, the bids at the lowest and at the highest price (none when every bid agrees). */
  lowest: Record<BidLineKey, string[]>;
  highest: Record<BidLineKey, string[]>;
  /** Each bid's total against StallPlan's estimate, whole percent (+12 is 12% above); null without an estimate. */
  versusEstimatePct: Record<string, number | null>;
}

function byLine(bids: readonly ComparableBid[], pick: (values: number[]) => number): Record<BidLineKey, string[]> {
  const result = {} as Record<BidLineKey, string[]>;
  for (const key of BID_LINE_KEYS) {
    const values = bids.map((bid) => bid.lines[key]);
    const allEqual = values.every((value) => value === values[0]);
    const target = pick(values);
    result[key] = bids.length < 2 || allEqual ? [] : bids.filter((bid) => bid.lines[key] === target).map((bid) => bid.id);
  }
  return result;
}

/** What the comparison page marks: the cheapest and fastest bids, and where bids differ line by line. */
export function compareBids(bids: readonly ComparableBid[], estimateTotal: number): BidComparison {
  const ordered = bids.map((bid, index) => ({ bid, index }));
  const cheapest = [...ordered].sort((a, b) => a.bid.total - b.bid.total || a.bid.timelineDays - b.bid.timelineDays || a.index - b.index)[0];
  const fastest = [...ordered].sort((a, b) => a.bid.timelineDays - b.bid.timelineDays || a.bid.total - b.bid.total || a.index - b.index)[0];
  return {
    cheapestBidId: cheapest?.bid.id ?? null,
    fastestBidId: fastest?.bid.id ?? null,
    lowest: byLine(bids, (values) => Math.min(...values)),
    highest: byLine(bids, (values) => Math.max(...values)),
    versusEstimatePct: Object.fromEntries(
      bids.map((bid) => [bid.id, estimateTotal > 0 ? Math.round(((bid.total - estimateTotal) / estimateTotal) * 100) : null]),
    ),
  };
}
