import { quoteCategorySchema, type QuoteCategory } from '@stallplan/contracts';
import { formatInr } from '../format-inr.js';
import { wholeRupees } from '../money/whole-rupees.js';

/** The lines of an exhibitor's budget that surveys report shares for: the quote's own categories. */
export type BudgetLine = QuoteCategory;

export type BudgetAmounts = Readonly<Record<BudgetLine, number>>;

/** In the order the lines are shown, which is also the order ties are broken in. */
export const BUDGET_LINES: readonly BudgetLine[] = quoteCategorySchema.options;

export const BUDGET_LINE_LABELS: Readonly<Record<BudgetLine, string>> = {
  space: 'Space',
  stall: 'Stall design and build',
  travelAndStay: 'Travel and stay',
  shipping: 'Shipping',
  servicesAndMarketing: 'Services and marketing',
};

/**
 * The surveys TYPICAL_SHARES are rounded from. Their figures move from year to year and between
 * surveys; `covers` gives the ranges as they are commonly quoted.
 */
export const SHARE_SOURCES: readonly { readonly name: string; readonly covers: string }[] = [
  {
    name: 'CEIR (Center for Exhibition Industry Research), "Exhibit Budget" allocation studies',
    covers: 'space rental about 35%, exhibit design and construction about 25–30%, travel about 14%, shipping and drayage about 9–10%',
  },
  {
    name: 'Exhibitor Magazine, exhibit budget allocation surveys',
    covers: 'the same lines, with show services and promotion taking what the others leave',
  },
];

/**
 * Typical shares of a show budget, whole percents. One consistent set chosen from the ranges in
 * SHARE_SOURCES, adding to exactly 100: space 35, stall 27 (inside the 25–30% range), travel and
 * stay 14, shipping 9 (the low end of 9–10%), and services and marketing the remaining 15. The
 * surveys are mostly of North American shows; they are a guide to proportion, not a rule.
 */
export const TYPICAL_SHARES: Readonly<Record<BudgetLine, number>> = {
  space: 35,
  stall: 27,
  travelAndStay: 14,
  shipping: 9,
  servicesAndMarketing: 15,
};

/** A line is worth a remark when it is this many points away from typical… */
export const HINT_POINTS_OFF = 10;
/** …or at least this many times the typical share, which catches small lines that balloon. */
export const HINT_TIMES_TYPICAL = 1.5;

export interface BudgetShareLine {
  readonly line: BudgetLine;
  readonly label: string;
  readonly amount: number;
  readonly sharePct: number;
  readonly typicalPct: number;
}

export interface BudgetShares {
  readonly total: number;
  readonly lines: readonly BudgetShareLine[];
  /** One plain sentence per line far from typical, in line order. */
  readonly hints: readonly string[];
}

/**
 * Whole percents of the amounts' sum that add to exactly 100 (largest remainder): each amount gets
 * its share rounded down, then the points left over go to the largest remainders, earlier amounts
 * first on a tie. Rounding each share on its own could show 99 or 101. Amounts are taken as whole
 * rupees (a bad figure counts as 0); with nothing to share every percent is 0.
 */
export function wholePercents(amounts: readonly number[]): number[] {
  const rupees = amounts.map(wholeRupees);
  const total = rupees.reduce((sum, amount) => sum + amount, 0);
  return total > 0 ? largestRemainderPercents(rupees, total) : rupees.map(() => 0);
}

function largestRemainderPercents(amounts: readonly number[], total: number): number[] {
  // Integer arithmetic on whole rupees, so a share of exactly 35% never floors to 34.
  const remainders = amounts.map((amount) => (amount * 100) % total);
  const percents = amounts.map((amount, index) => (amount * 100 - (remainders[index] ?? 0)) / total);
  const leftOver = 100 - percents.reduce((sum, pct) => sum + pct, 0);
  const byRemainder = remainders.map((remainder, index) => ({ index, remainder })).sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder.slice(0, leftOver)) percents[index] = (percents[index] ?? 0) + 1;
  return percents;
}

/**
 * Each line's share of the plan beside what exhibitors typically spend, with a sentence for every
 * line far off. Amounts are whole rupees (a bad figure counts as 0). A plan with nothing in it has
 * every share 0 and no hints: there is no proportion to judge.
 */
export function budgetShares(amounts: BudgetAmounts): BudgetShares {
  const rupees = BUDGET_LINES.map((line) => wholeRupees(amounts[line]));
  const total = rupees.reduce((sum, amount) => sum + amount, 0);
  const percents = wholePercents(rupees);

  const lines = BUDGET_LINES.map((line, index) => ({
    line,
    label: BUDGET_LINE_LABELS[line],
    amount: rupees[index] ?? 0,
    sharePct: percents[index] ?? 0,
    typicalPct: TYPICAL_SHARES[line],
  }));
  const farOff = ({ sharePct, typicalPct }: BudgetShareLine) =>
    Math.abs(sharePct - typicalPct) >= HINT_POINTS_OFF || sharePct >= HINT_TIMES_TYPICAL * typicalPct;
  const hints =
    total > 0
      ? lines.filter(farOff).map(({ label, sharePct, typicalPct }) => `${label} is ${sharePct}% of this plan; exhibitors typically spend about ${typicalPct}%.`)
      : [];
  return { total, lines, hints };
}

export interface ThreeTimesSpace {
  /** Total over space, two decimals; null when there is no space cost to divide by. */
  readonly ratio: number | null;
  readonly expectedTotal: number;
  readonly sentence: string;
}

/**
 * The trade-show rule of thumb that a show costs about three times its floor space, once stall,
 * travel, shipping and services are added: a quick check that a plan has not left a whole line out.
 */
export function threeTimesSpaceRule(total: number, space: number): ThreeTimesSpace {
  const planTotal = wholeRupees(total);
  const spaceCost = wholeRupees(space);
  const expectedTotal = 3 * spaceCost;
  if (spaceCost === 0) {
    return { ratio: null, expectedTotal, sentence: 'A show usually costs about three times its space; this plan has no space cost to compare with.' };
  }
  return {
    ratio: Math.round((planTotal / spaceCost) * 100) / 100,
    expectedTotal,
    sentence: `A show usually costs about three times its space: ${formatInr(planTotal)} here against ${formatInr(expectedTotal)}.`,
  };
}
