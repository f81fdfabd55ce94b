import type { PlannerFormData, QuoteLine, QuoteStall, SelectedVendor, StallCostResult, StallDesignData, StallPricing } from '@stallplan/contracts';
import { formatInr } from '../format-inr.js';
import { wholeRupees } from '../money/whole-rupees.js';
import { calculateStallCost } from '../stall/calculate-stall-cost.js';
import { isStallDesigned } from '../stall/is-stall-designed.js';
import { stallCostGroups } from '../stall/stall-cost-lines.js';
import { stallLineWorking, stallWorkingText } from '../stall/stall-line-working.js';
import { quoteLine, showSqm } from './quote-line.js';
import { QUOTE_RATES } from './quote-rates.js';
import { possessive } from '../words/possessive.js';
import { isVendorsOwnPrice, vendorPriceLabel, vendorQuotePrice, type VendorPriceKind } from './vendor-quote-price.js';

export type StallBuilder = Pick<SelectedVendor, 'name' | 'price' | 'estimatedCost'> & Partial<Pick<SelectedVendor, 'priceKind'>>;

export interface StallQuoteInput {
  formData: Pick<PlannerFormData, 'venueType'>;
  design: StallDesignData | null | undefined;
  /** The quote's booth area, for the typical rate. */
  boothSqm: number;
  /** A shell-scheme space already carries the organiser's shell, so a typical build is not added on it. */
  shellScheme?: boolean;
  /** The booth builder in the plan, if any. */
  builder: StallBuilder | undefined;
  stallPricing: StallPricing | null | undefined;
}

/** Per m² while nothing is designed: more at a premium venue, whose halls ask for more finish. */
export function typicalBuildRate(venueType: PlannerFormData['venueType']): number {
  return venueType === 'premium' ? QUOTE_RATES.typicalBuildPerSqm.premiumVenue : QUOTE_RATES.typicalBuildPerSqm.otherVenue;
}

/**
 * The stall lines of a design, exactly as step 2's live cost shows them (non-zero lines only), each
 * with its working: "Step 2: 24 sq m × ₹8,500 (Octonorm System)".
 */
function designLines(design: StallDesignData, cost: StallCostResult): QuoteLine[] {
  const labour = { installation: cost.laborCosts.installationCost, dismantling: cost.laborCosts.dismantlingCost };
  return stallCostGroups(cost).flatMap((group) =>
    group.lines
      .filter((line) => line.amount > 0)
      .map((line) => {
        const working = stallWorkingText(stallLineWorking(design, line.key, labour));
        return quoteLine({
          key: `stall.${line.key}`,
          category: 'stall',
          label: line.label,
          basis: working ? `Step 2: ${working}` : `Your stall design (step 2), ${group.label.toLowerCase()}`,
          source: 'estimate',
          taxClass: 'stall',
          amount: line.amount,
        });
      }),
  );
}

/**
 * Whether the builder prices the stall (docs/quote-model.md#builder): a price the builder gave (an
 * awarded bid or its listed price) does unless the user chose the design estimate; StallPlan's own
 * estimate for the builder is never chosen for the user, only when they pick it.
 */
export function builderPricesStall(priceKind: VendorPriceKind, stallPricing: StallPricing | null | undefined): boolean {
  return isVendorsOwnPrice(priceKind) ? stallPricing !== 'design' : stallPricing === 'builder';
}

/**
 * The stall's lines (docs/quote-model.md#stall and #builder): a booth builder's figure replaces the
 * build estimate when builderPricesStall says so; else step 2's design line by line; else, with
 * nothing designed, a typical build rate labelled as such. The figure not used is returned beside
 * the lines so the quote can show it as a comparison.
 */
export function stallQuoteLines({ formData, design, boothSqm, shellScheme = false, builder, stallPricing }: StallQuoteInput): {
  lines: QuoteLine[];
  stall: QuoteStall;
} {
  const typicalRate = shellScheme ? QUOTE_RATES.shellSchemeFitOutPerSqm : typicalBuildRate(formData.venueType);
  const designed = isStallDesigned(design);
  const designCost = designed && design ? calculateStallCost(design) : null;
  const ownLines =
    designCost && design
      ? designLines(design, designCost)
      : [
          quoteLine({
            key: 'stall.typical',
            category: 'stall',
            label: shellScheme ? "Typical fit-out of the organiser's shell (not designed yet)" : 'Typical stall build (not designed yet)',
            basis: shellScheme
              ? `${showSqm(boothSqm)} sq m × ${formatInr(typicalRate)} per sq m, typical graphics and a counter; the shell's walls, carpet, fascia and lights come with the space`
              : `${showSqm(boothSqm)} sq m × ${formatInr(typicalRate)} per sq m, a typical rate; design your stall in step 2 for an estimate of your own`,
            source: 'estimate',
            taxClass: 'stall',
            amount: boothSqm * typicalRate,
          }),
        ];
  const designEstimate = designCost ? designCost.totalCost : wholeRupees(boothSqm * typicalRate);
  const builderPrice = builder ? vendorQuotePrice(builder) : undefined;
  const builderSummary = builder && builderPrice ? { name: builder.name, amount: builderPrice.amount, priceKind: builderPrice.kind } : null;

  if (builder && builderPrice && builderPricesStall(builderPrice.kind, stallPricing)) {
    const given = isVendorsOwnPrice(builderPrice.kind);
    const line = quoteLine({
      key: 'builder',
      category: 'stall',
      label: given ? `Stall design and build by ${builder.name}` : `Stall design and build by ${builder.name} (StallPlan's estimate)`,
      basis: given
        ? `${vendorPriceLabel(builderPrice.kind)}; replaces the ${designed ? 'design' : 'typical build'} estimate of ${formatInr(designEstimate)}`
        : `StallPlan's estimate of ${possessive(builder.name)} price for your booth, not a price the builder gave; you chose it over the ${designed ? 'design' : 'typical build'} estimate of ${formatInr(designEstimate)}`,
      source: given ? 'builder' : 'estimate',
      taxClass: 'builder',
      amount: builderPrice.amount,
    });
    return { lines: [line], stall: { pricedBy: 'builder', designEstimate, designed, builder: builderSummary } };
  }
  return { lines: ownLines, stall: { pricedBy: designed ? 'design' : 'typical', designEstimate, designed, builder: builderSummary } };
}
