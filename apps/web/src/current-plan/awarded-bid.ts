import type { Bid, SelectedVendor } from '@stallplan/contracts';
import { isStallBuilder } from '@stallplan/pricing';
import type { PlanState } from './plan-state.js';

/** The bid as the plan keeps its builder: the bid's total is the builder's price, named a bid. */
function awardedBuilder(bid: Pick<Bid, 'vendorId' | 'vendorName' | 'total'>, kept?: SelectedVendor): SelectedVendor {
  return {
    ...(kept?.id === bid.vendorId ? kept : {}),
    id: bid.vendorId,
    name: bid.vendorName,
    category: 'booth',
    price: bid.total,
    priceKind: 'bid',
  };
}

/**
 * The plan with an awarded bid as its stall builder (docs/quote-model.md#builder), or null when
 * the brief was not sent from this plan. The bid takes the place of any builder in the plan and
 * prices the stall: the exhibitor chose it over the others and over StallPlan's estimate.
 */
export function withAwardedBid(plan: PlanState, ownerToken: string, bid: Pick<Bid, 'vendorId' | 'vendorName' | 'total'>): PlanState | null {
  if (!plan.briefs.some((brief) => brief.ownerToken === ownerToken)) return null;
  const builders = plan.selections.vendors.filter((vendor) => isStallBuilder(vendor));
  const others = plan.selections.vendors.filter((vendor) => !isStallBuilder(vendor));
  const kept = builders.find((vendor) => vendor.id === bid.vendorId);
  return {
    ...plan,
    selections: { ...plan.selections, vendors: [...others, awardedBuilder(bid, kept)] },
    stallPricing: 'builder',
  };
}
