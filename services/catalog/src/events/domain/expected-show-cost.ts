import { plannerFormDataSchema, type TradeEvent } from '@stallplan/contracts';
import { priceQuote } from '@stallplan/pricing';

/** The booth a recommended show is priced for (see docs/marketplace.md#event-recommendations). */
export const RECOMMENDATION_BOOTH_SQM = 18;

export interface ExpectedCost {
  /** Raw space: the show's typical tariff per sq m × 18. */
  space: number;
  /** Stall construction at the planner quote's rate for 18 sq m. */
  construction: number;
  /** The team's travel and hotel at the planner quote's rates; 0 for a show near the exhibitor. */
  travelAndStay: number;
  total: number;
}

/** What the team costs wherever the show is; read once per request. */
export interface TeamCosts {
  teamSize: number;
  construction: number;
  travelAndStay: number;
}

const PLANNER_DEFAULTS = plannerFormDataSchema.parse({});

/** Construction, travel and stay as the planner's final quote prices them (packages/pricing), before GST. */
export function teamCostsFor(teamSize: number | undefined): TeamCosts {
  const formData = { ...PLANNER_DEFAULTS, boothSize: RECOMMENDATION_BOOTH_SQM, teamSize };
  const { quote, teamSize: travellers } = priceQuote({ formData });
  // Nothing chosen yet: the stall is the typical build, and travel and stay are the allowances.
  return { teamSize: travellers, construction: quote.categoryTotals.stall, travelAndStay: quote.categoryTotals.travelAndStay };
}

/** What exhibiting at the show typically costs this exhibitor, in whole rupees. */
export function expectedCostOf(event: TradeEvent, team: TeamCosts, local: boolean): ExpectedCost {
  const space = event.typicalBoothCostPerSqm * RECOMMENDATION_BOOTH_SQM;
  const travelAndStay = local ? 0 : team.travelAndStay;
  return { space, construction: team.construction, travelAndStay, total: space + team.construction + travelAndStay };
}
