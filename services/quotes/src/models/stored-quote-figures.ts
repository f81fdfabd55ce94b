import { quotePdfRequestSchema, type EventSpaceTariff, type PricedQuote, type QuotePdfRequest } from '@stallplan/contracts';
import type { QuoteRoi } from '@stallplan/pricing';
import { computeQuoteFigures } from '../domain/quote-figures.js';
import type { LegacyQuoteDocument, QuoteRecord } from './quote-model.js';

/** A quote stored before quotes were priced line by line has `costs` and no `quote`. */
export function isLegacyQuote(record: QuoteRecord): record is LegacyQuoteDocument {
  return record.quote === undefined || record.quote === null;
}

export const REPRICED_NOTE =
  'This quote was stored before quotes were priced line by line: its figures are worked out again from its plan, with the space rates it was priced with, and may differ from its PDF.';

/** The parts of a request as the notes name them; `costs` is the browser's and prices nothing. */
const PART_NAMES: Readonly<Record<string, string>> = {
  formData: 'the event details',
  stallDesignData: 'the stall design',
  selectedFlights: 'the flights',
  selectedHotel: 'the hotel',
  selectedLogistics: 'the freight offer',
  selectedVendors: 'the vendors',
  eventSpaceTariff: "the show's space rates",
  stallPricing: 'the choice of stall price',
  dealRoi: 'the ROI figures',
};

/**
 * The request a stored quote was made from. Its inputs were valid when it was stored, but a rule
 * added since (one booth builder per plan, say) may refuse a part of them: that part is left out,
 * named in `leftOut`, so the quote can still be read.
 */
export function storedQuoteRequest(inputs: Record<string, unknown>): { request: QuotePdfRequest; leftOut: string[] } {
  const whole = quotePdfRequestSchema.safeParse(inputs);
  if (whole.success) return { request: whole.data, leftOut: [] };
  const refused = new Set(whole.error.issues.map((issue) => String(issue.path[0] ?? 'formData')));
  const kept: Record<string, unknown> = Object.fromEntries(Object.entries(inputs).filter(([part]) => !refused.has(part)));
  if (refused.has('formData')) kept.formData = {};
  const parts = quotePdfRequestSchema.safeParse(kept);
  const request = parts.success ? parts.data : quotePdfRequestSchema.parse({ formData: {} });
  const leftOut = parts.success ? [...refused].flatMap((part) => (PART_NAMES[part] ? [PART_NAMES[part]] : [])) : Object.values(PART_NAMES);
  return { request, leftOut };
}

/**
 * The space rates a stored quote is priced with: the catalogue show's as the service looked it up;
 * for a quote stored before that, the `eventSpaceTariff` of its inputs, since that is what it was
 * priced with then.
 */
export function storedQuoteTariff(record: QuoteRecord, request: QuotePdfRequest): EventSpaceTariff | null {
  return isLegacyQuote(record) ? (request.eventSpaceTariff ?? null) : (record.knownShow?.tariff ?? null);
}

/**
 * Quotes stored before a builder's bid was told apart from its listed price call both `price`:
 * every such figure was a listed price (bids were not written into plans then).
 */
function withBuilderPriceKind(quote: PricedQuote): PricedQuote {
  const builder = quote.stall?.builder;
  if (!builder || (builder.priceKind as string) !== 'price') return quote;
  return { ...quote, stall: { ...quote.stall, builder: { ...builder, priceKind: 'listed' } } };
}

/**
 * A stored quote's figures as the API answers them. A quote of today's model has them stored; an
 * older one is priced again from its inputs (the API promises `quote` and one `roi`, which it never
 * had), with a note saying so.
 */
export function storedQuoteFigures(record: QuoteRecord): { quote: PricedQuote; roi: QuoteRoi } {
  if (!isLegacyQuote(record)) return { quote: withBuilderPriceKind(record.quote), roi: record.roi };
  const { request, leftOut } = storedQuoteRequest(record.inputs);
  const figures = computeQuoteFigures(request, storedQuoteTariff(record, request));
  const leftOutNote = leftOut.length > 0 ? [`Left out because it no longer reads as part of a plan: ${leftOut.join(', ')}.`] : [];
  return { quote: { ...figures.quote, notes: [REPRICED_NOTE, ...leftOutNote, ...figures.quote.notes].slice(0, 20) }, roi: figures.roi };
}
