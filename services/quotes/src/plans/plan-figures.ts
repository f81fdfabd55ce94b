import {
  quotePdfRequestSchema,
  type EventSpaceTariff,
  type PlanContent,
  type PricedQuote,
  type QuotePdfRequest,
  type QuoteRoiRecord,
} from '@stallplan/contracts';
import { computeQuoteFigures } from '../domain/quote-figures.js';

/** What a version records: the priced quote and its ROI. */
export interface PlanFigures {
  quote: PricedQuote;
  roi: QuoteRoiRecord;
}

/** A plan's inputs as the final quote's request: the same shape POST /api/generate-quote-pdf takes. */
export function planQuoteRequest(content: PlanContent): QuotePdfRequest {
  return quotePdfRequestSchema.parse(
    JSON.parse(
      JSON.stringify({
        formData: content.eventDetails,
        stallDesignData: content.stallDesign,
        selectedFlights: content.selections.flights,
        selectedHotel: content.selections.hotel,
        selectedLogistics: content.selections.logistics,
        selectedVendors: content.selections.vendors,
        stallPricing: content.stallPricing,
        dealRoi: content.dealRoi,
      }),
    ),
  );
}

/** The plan's figures from the same function the final quote and its PDF use. */
export function pricePlan(content: PlanContent, eventSpaceTariff: EventSpaceTariff | null): PlanFigures {
  const figures = computeQuoteFigures(planQuoteRequest(content), eventSpaceTariff);
  return { quote: figures.quote, roi: figures.roi };
}

const lineFingerprint = (line: PricedQuote['lines'][number]) => [line.key, line.amount, line.gst, line.label, line.basis].join('\u0000');

/**
 * Whether a save changed a priced figure (docs/saved-plans.md#versions): a line's key, amount, GST,
 * label or basis, a total, or the ROI's result. A change of wording elsewhere (a note) makes no version.
 */
export function figuresChanged(before: PlanFigures, after: PlanFigures): boolean {
  const a = before.quote;
  const b = after.quote;
  if (a.lines.length !== b.lines.length) return true;
  if (a.lines.some((line, index) => lineFingerprint(line) !== lineFingerprint(b.lines[index]!))) return true;
  if (a.totals.subtotal !== b.totals.subtotal || a.totals.gst !== b.totals.gst || a.totals.grandTotal !== b.totals.grandTotal) return true;
  return JSON.stringify(before.roi.result) !== JSON.stringify(after.roi.result);
}
