import type { QuoteCosts, QuotePdfRequest, RoiGuideRequest } from '@stallplan/contracts';
import { planQuoteFigures, type PlanQuoteFigures } from '@stallplan/pricing';

/** Every figure a document prints, computed here from the selections; the browser's `costs` play no part. */
export type QuoteFigures = PlanQuoteFigures;

/**
 * The plan's figures from the same function the browser uses, so both documents print what the
 * screen shows. Only the ROI guide carries the exhibitor's deal numbers; without them the deal
 * view uses its stated defaults.
 */
export function computeQuoteFigures(request: QuotePdfRequest | RoiGuideRequest): QuoteFigures {
  const dealRoiInputs = 'dealRoi' in request ? request.dealRoi : null;
  return planQuoteFigures(
    {
      formData: request.formData,
      stallDesignData: request.stallDesignData,
      selectedFlights: request.selectedFlights,
      selectedHotel: request.selectedHotel ?? null,
      selectedLogistics: request.selectedLogistics ?? null,
      selectedVendors: request.selectedVendors,
      eventSpaceTariff: request.eventSpaceTariff ?? null,
    },
    dealRoiInputs ?? null,
  );
}

/**
 * The browser's total, when it sent one that is not the computed total. The PDF never prints it;
 * the route logs it and the stored quote keeps both, so a stale or edited page can be traced.
 * The browser sends the spec's `total` (without space), so that is what it is compared with.
 */
export function submittedTotalMismatch(request: QuotePdfRequest | RoiGuideRequest, costs: QuoteCosts): number | null {
  const sent = request.costs?.total;
  return typeof sent === 'number' && sent !== costs.total ? sent : null;
}
