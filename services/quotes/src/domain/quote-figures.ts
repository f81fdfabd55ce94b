import type { QuoteCosts, QuotePdfRequest, RoiEstimate, RoiGuideRequest } from '@stallplan/contracts';
import { calculateQuoteCosts, estimateRoi, quoteBoothSizeSqm, quoteCardBreakdown, quoteEventDays, quoteTeamSize, type QuoteCardBreakdown } from '@stallplan/pricing';

/** Every figure a document prints, computed here from the selections; the browser's `costs` play no part. */
export interface QuoteFigures {
  costs: QuoteCosts;
  roi: RoiEstimate;
  cards: QuoteCardBreakdown;
  boothSizeSqm: number;
  teamSize: number;
  eventDays: number;
}

export function computeQuoteFigures(request: QuotePdfRequest | RoiGuideRequest): QuoteFigures {
  const costs = calculateQuoteCosts({
    formData: request.formData,
    stallDesignData: request.stallDesignData,
    selectedFlights: request.selectedFlights,
    selectedHotel: request.selectedHotel ?? null,
    selectedLogistics: request.selectedLogistics ?? null,
    selectedVendors: request.selectedVendors,
  });
  const boothSizeSqm = quoteBoothSizeSqm(request.formData, request.stallDesignData);
  return {
    costs,
    // ROI is measured on the spec's total (before GST), as the final quote screen shows it.
    roi: estimateRoi(costs.total, boothSizeSqm),
    cards: quoteCardBreakdown(costs, request.stallDesignData),
    boothSizeSqm,
    teamSize: quoteTeamSize(request.formData),
    eventDays: quoteEventDays(request.formData),
  };
}

/**
 * The browser's total, when it sent one that is not the computed total. The PDF never prints it;
 * the route logs it and the stored quote keeps both, so a stale or edited page can be traced.
 */
export function submittedTotalMismatch(request: QuotePdfRequest | RoiGuideRequest, costs: QuoteCosts): number | null {
  const sent = request.costs?.total;
  return typeof sent === 'number' && sent !== costs.total ? sent : null;
}
