import type { DealRoiInputs } from '@stallplan/contracts';

/**
 * Qualified leads a booth brings in over a show when the exhibitor has no figure of their own: two
 * per square metre. A deliberately plain rule of thumb for conversations that end in a sales
 * follow-up, not every contact a booth makes.
 */
export const QUALIFIED_LEADS_PER_SQM = 2;

export interface DealRoiInput {
  /** Everything the show costs, whole rupees. */
  readonly totalCost: number;
  readonly averageDealValue: number;
  /** 0–100. */
  readonly grossMarginPct: number;
  /** The exhibitor's own expectation; boothSqm × QUALIFIED_LEADS_PER_SQM when left out. */
  readonly qualifiedLeads?: number;
  readonly boothSqm: number;
  /** Share of qualified leads that become deals, 0–100. */
  readonly leadToDealPct: number;
}

export interface DealRoi {
  readonly leads: number;
  /** Null with no leads: there is nothing to divide the cost over. */
  readonly costPerLead: number | null;
  /** Not rounded: the gross profit is worked from it (shown to two decimals, formatExpectedDeals). */
  readonly expectedDeals: number;
  readonly grossProfitPerDeal: number;
  readonly expectedGrossProfit: number;
  /** Null when a deal earns no gross profit: no number of deals pays the show back. */
  readonly dealsToBreakEven: number | null;
  /** Not rounded (shown to one decimal, formatRoiPct); null when the show costs nothing, since a return on nothing has no percentage. */
  readonly roiPct: number | null;
}

/**
 * Unlike the live form's figures, these are the exhibitor's own answers to a direct question, so a
 * figure that cannot be right is refused with its name rather than quietly counted as 0.
 */
function requireAmount(name: string, value: number, max = Number.MAX_SAFE_INTEGER): void {
  if (!Number.isFinite(value) || value < 0 || value > max) {
    throw new RangeError(`${name} must be a number from 0 to ${max}, got ${value}`);
  }
}

/**
 * What a show returns in gross profit from the exhibitor's own numbers: leads, the deals they turn
 * into, the margin on each deal, and against the show's cost the return and the deals needed to
 * break even. Each amount of money is rounded once, to the rupee, from unrounded figures: 48 leads
 * at 8% are 3.84 deals, and at ₹1,20,000 a deal ₹4,60,800, not 3.8 deals and ₹4,56,000. Deals and
 * the return are rounded only where they are shown.
 */
export function dealRoi({ totalCost, averageDealValue, grossMarginPct, qualifiedLeads, boothSqm, leadToDealPct }: DealRoiInput): DealRoi {
  requireAmount('totalCost', totalCost);
  requireAmount('averageDealValue', averageDealValue);
  requireAmount('grossMarginPct', grossMarginPct, 100);
  requireAmount('boothSqm', boothSqm);
  requireAmount('leadToDealPct', leadToDealPct, 100);
  if (qualifiedLeads !== undefined) requireAmount('qualifiedLeads', qualifiedLeads);

  const cost = Math.round(totalCost);
  const leads = Math.round(qualifiedLeads ?? boothSqm * QUALIFIED_LEADS_PER_SQM);
  const expectedDeals = (leads * leadToDealPct) / 100;
  const profitPerDeal = (averageDealValue * grossMarginPct) / 100;
  const grossProfitPerDeal = Math.round(profitPerDeal);
  const expectedGrossProfit = Math.round(expectedDeals * profitPerDeal);

  return {
    leads,
    costPerLead: leads > 0 ? Math.round(cost / leads) : null,
    expectedDeals,
    grossProfitPerDeal,
    expectedGrossProfit,
    // cost ÷ (deal × margin ÷ 100), divided once so a whole number of deals stays whole.
    dealsToBreakEven: profitPerDeal > 0 ? Math.ceil((cost * 100) / (averageDealValue * grossMarginPct)) : null,
    roiPct: cost > 0 ? ((expectedGrossProfit - cost) / cost) * 100 : null,
  };
}

/** Expected deals as shown: up to two decimals ("3.84"), so the gross profit can be checked from them. */
export function formatExpectedDeals(deals: number): string {
  return deals.toLocaleString('en-IN', { maximumFractionDigits: 2 });
}

/** The return as shown: one decimal, half away from zero ("-21.2%", "12.0%"). */
export function formatRoiPct(pct: number): string {
  const tenths = Math.round(Math.abs(pct) * 10);
  const shown = (tenths / 10).toLocaleString('en-IN', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return `${pct < 0 && tenths > 0 ? '-' : ''}${shown}%`;
}

/**
 * The deal view's starting figures, shown as editable examples until the exhibitor enters their
 * own: a ₹2 lakh deal at 30% gross margin, one qualified lead in ten becoming a deal, and leads
 * from the booth size.
 */
export const DEFAULT_DEAL_ROI_INPUTS: DealRoiInputs = {
  averageDealValue: 200_000,
  grossMarginPct: 30,
  qualifiedLeads: null,
  leadToDealPct: 10,
};

/**
 * The deal view of a quote, measured against everything the show costs including space, before
 * GST: a GST-registered business claims the GST back as input tax credit.
 */
export function quoteDealRoi(totalWithSpace: number, boothSqm: number, inputs: DealRoiInputs = DEFAULT_DEAL_ROI_INPUTS): DealRoi {
  return dealRoi({
    totalCost: totalWithSpace,
    averageDealValue: inputs.averageDealValue,
    grossMarginPct: inputs.grossMarginPct,
    leadToDealPct: inputs.leadToDealPct,
    boothSqm,
    ...(inputs.qualifiedLeads === null || inputs.qualifiedLeads === undefined ? {} : { qualifiedLeads: inputs.qualifiedLeads }),
  });
}
