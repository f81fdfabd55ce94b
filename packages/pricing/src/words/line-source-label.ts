import type { QuoteLine } from '@stallplan/contracts';

export type LineSourceLabel = 'Estimate' | 'Allowance' | 'Your choice' | "Builder's price";

/**
 * How the quote marks where a line's figure comes from, in the words the quote screen uses:
 * StallPlan's estimate (typical rates, the stall design's rates), the user's own choice, or a booth
 * builder's price; an estimate that stands in for something not chosen yet is marked as an
 * allowance. The terms explain each mark.
 */
export function lineSourceLabel(line: Pick<QuoteLine, 'source' | 'allowance'>): LineSourceLabel {
  if (line.source === 'builder') return "Builder's price";
  if (line.source === 'choice') return 'Your choice';
  return line.allowance ? 'Allowance' : 'Estimate';
}
