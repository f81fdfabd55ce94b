import type { EventSpaceTariff, PricedQuote, QuotePdfRequest, RoiGuideRequest } from '@stallplan/contracts';
import { planQuoteFigures, type PlanQuoteFigures } from '@stallplan/pricing';

/** Every figure a document prints, computed here from the selections; the browser's `costs` play no part. */
export type QuoteFigures = PlanQuoteFigures;

export type QuoteDocumentRequest = QuotePdfRequest | RoiGuideRequest;

/**
 * The plan's figures from the same function the browser uses, so both documents print what the
 * screen shows. The space is priced from `eventSpaceTariff`, the published rates of the show as the
 * service looked it up in the catalogue (null: the plan names no show there). The request's own
 * `eventSpaceTariff`, the browser's copy, is never read here. Without the user's own ROI figures the
 * ROI uses the step 1 industry's defaults.
 */
export function computeQuoteFigures(request: QuoteDocumentRequest, eventSpaceTariff: EventSpaceTariff | null): QuoteFigures {
  return planQuoteFigures(
    {
      formData: request.formData,
      stallDesignData: request.stallDesignData,
      selectedFlights: request.selectedFlights,
      selectedHotel: request.selectedHotel ?? null,
      selectedLogistics: request.selectedLogistics ?? null,
      selectedVendors: request.selectedVendors,
      eventSpaceTariff,
      stallPricing: request.stallPricing ?? null,
    },
    request.dealRoi ?? null,
  );
}

/**
 * The browser's total, when it sent one that is not the computed subtotal before GST. The PDF never
 * prints it; the route logs it and the stored quote keeps both, so a stale or edited page can be traced.
 */
export function submittedTotalMismatch(request: QuoteDocumentRequest, quote: Pick<PricedQuote, 'totals'>): number | null {
  const sent = request.costs?.total;
  return typeof sent === 'number' && sent !== quote.totals.subtotal ? sent : null;
}
