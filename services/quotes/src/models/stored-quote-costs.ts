import type { QuoteCosts } from '@stallplan/contracts';

/** The cost fields added when quotes began to price the organiser's floor space. */
export type SpaceCostField = 'spaceRental' | 'totalWithSpace' | 'gstWithSpace' | 'grandTotalWithSpace';

/** Costs as stored: quotes stored before space was priced have none of the space fields. */
export type StoredQuoteCosts = Omit<QuoteCosts, SpaceCostField> & Partial<Pick<QuoteCosts, SpaceCostField>>;

/**
 * Stored costs with every field the API promises. A quote stored before space was priced charged
 * no space, so its totals with space are its totals: reading it back must not fail validation.
 */
export function quoteCostsWithSpace(costs: StoredQuoteCosts): QuoteCosts {
  return {
    ...costs,
    spaceRental: costs.spaceRental ?? 0,
    totalWithSpace: costs.totalWithSpace ?? costs.total,
    gstWithSpace: costs.gstWithSpace ?? costs.gst,
    grandTotalWithSpace: costs.grandTotalWithSpace ?? costs.grandTotal,
  };
}
