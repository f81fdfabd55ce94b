import { z } from 'zod';
import { dealRoiInputsSchema } from './space-and-roi-inputs.js';

const rupees = z.number().int().nonnegative();

/**
 * The five parts of a show budget every quote line belongs to. Cards, the budget check, the cost
 * chart, the PDFs and the workbook all group lines by this one field (docs/quote-model.md#shares).
 */
export const quoteCategorySchema = z.enum(['space', 'stall', 'travelAndStay', 'shipping', 'servicesAndMarketing']);
export type QuoteCategory = z.infer<typeof quoteCategorySchema>;

/**
 * Where a line's figure comes from: StallPlan's estimate (typical rates, the stall design's rates,
 * allowances), the user's own choice (a fare, a hotel, a freight offer, a vendor's stated price, the
 * organiser's rate they typed) or a booth builder's price.
 */
export const quoteLineSourceSchema = z.enum(['estimate', 'choice', 'builder']);
export type QuoteLineSource = z.infer<typeof quoteLineSourceSchema>;

/** What decides a line's GST rate (one table, `GST_RATES` in packages/pricing). */
export const quoteTaxClassSchema = z.enum(['space', 'stall', 'builder', 'vendor', 'marketing', 'services', 'freight', 'fares', 'hotel']);
export type QuoteTaxClass = z.infer<typeof quoteTaxClassSchema>;

/** One priced line of the quote: its amount before GST, the GST on it and what it was worked out from. */
export const quoteLineSchema = z.object({
  /** Stable within a quote, e.g. `space`, `stall.walls`, `builder`, `travel.outbound`. */
  key: z.string().max(120),
  category: quoteCategorySchema,
  label: z.string().max(300),
  basis: z.string().max(500),
  source: quoteLineSourceSchema,
  /** True for a line that stands in for something not chosen yet (fares, a hotel, freight). */
  allowance: z.boolean(),
  taxClass: quoteTaxClassSchema,
  /** A fraction: 0.18 or 0. */
  gstRate: z.number().min(0).max(1),
  amount: rupees,
  gst: rupees,
});
export type QuoteLine = z.infer<typeof quoteLineSchema>;

export const quoteTotalsSchema = z.object({
  /** The sum of the lines' amounts. */
  subtotal: rupees,
  /** The sum of the lines' GST. */
  gst: rupees,
  grandTotal: rupees,
});
export type QuoteTotals = z.infer<typeof quoteTotalsSchema>;

/** How the stall is priced, with the alternative the quote shows beside it. */
export const quoteStallSchema = z.object({
  /** `design`: step 2's estimate; `typical`: nothing designed yet; `builder`: the builder's price. */
  pricedBy: z.enum(['design', 'typical', 'builder']),
  /** Step 2's estimate of the design (or the typical build when nothing was designed), before GST. */
  designEstimate: rupees,
  designed: z.boolean(),
  builder: z
    .object({
      name: z.string().max(200),
      amount: rupees,
      /**
       * `bid`: the builder's awarded answer to a brief; `listed`: its listed price; `estimate`:
       * StallPlan's estimate from its published rates. A stored quote is priced again from its
       * inputs when read, so it answers these kinds too.
       */
      priceKind: z.enum(['bid', 'listed', 'estimate']),
    })
    .nullable(),
});
export type QuoteStall = z.infer<typeof quoteStallSchema>;

/** Every line of a priced plan and its totals: what the screen, the PDFs, the workbook and the API show. */
export const pricedQuoteSchema = z.object({
  lines: z.array(quoteLineSchema).max(200),
  totals: quoteTotalsSchema,
  /** Each category's lines summed, before GST. */
  categoryTotals: z.record(quoteCategorySchema, rupees),
  stall: quoteStallSchema,
  /** Plain sentences on what was left out so that no choice is counted twice. */
  notes: z.array(z.string().max(500)).max(20),
});
export type PricedQuote = z.infer<typeof pricedQuoteSchema>;

/** Which price the quote uses for the stall when a booth builder is in the plan. */
export const stallPricingSchema = z.enum(['builder', 'design'], { error: 'Stall pricing must be "builder" or "design".' });
export type StallPricing = z.infer<typeof stallPricingSchema>;

/** What the ROI's assumptions give (packages/pricing `dealRoi`). */
export const dealRoiResultSchema = z.object({
  leads: z.number().int().nonnegative(),
  costPerLead: rupees.nullable(),
  expectedDeals: z.number().nonnegative(),
  grossProfitPerDeal: rupees,
  expectedGrossProfit: rupees,
  dealsToBreakEven: z.number().int().nonnegative().nullable(),
  roiPct: z.number().nullable(),
});

/** The quote's one ROI: the assumptions, whether they are the user's or the industry's defaults, and the result. */
export const quoteRoiSchema = z.object({
  inputs: dealRoiInputsSchema,
  ownFigures: z.boolean(),
  defaultsBasis: z.string().max(100),
  result: dealRoiResultSchema,
});
export type QuoteRoiRecord = z.infer<typeof quoteRoiSchema>;
