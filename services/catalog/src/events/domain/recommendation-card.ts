import { findState, type CompetitorPresence, type RecommendedEvent, type RoiPotential, type TradeEvent } from '@stallplan/contracts';
import { formatInr } from '@stallplan/pricing';
import { monthLabel, monthName } from './next-edition.js';
import { formatCount, renderReason } from './recommendation-reasons.js';
import type { ScoredEvent } from './score-event.js';
import type { IndustryMatch } from './score-factors.js';

/** Relevance that holds up within budget: high; weak relevance or far over budget: low. */
export function roiPotentialOf(scored: Pick<ScoredEvent, 'score' | 'overBudget' | 'farOverBudget'>): RoiPotential {
  if (scored.farOverBudget || scored.score < 45) return 'low';
  return scored.score >= 70 && !scored.overBudget ? 'high' : 'medium';
}

/** The industry's main show with 500+ exhibitors: high; a show listing it with 200+: medium; else low. */
export function competitorPresenceOf(event: TradeEvent, industry: IndustryMatch): CompetitorPresence {
  if (industry.rank === 'main' && event.typicalExhibitors >= 500) return 'high';
  if ((industry.rank === 'main' || industry.rank === 'listed') && event.typicalExhibitors >= 200) return 'medium';
  return 'low';
}

const FREQUENCY_TEXT = { annual: 'every year', biennial: 'every two years', triennial: 'every three years' } as const;
const listText = (items: readonly string[]) => (items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`);

/** What the show offers, each line read straight from the catalogue entry. */
export function benefitsOf(event: TradeEvent): string[] {
  const months = [...event.months].sort((a, b) => a - b).map(monthName);
  return [
    `About ${formatCount(event.typicalVisitors)} visitors and ${formatCount(event.typicalExhibitors)} exhibitors at a typical edition`,
    `Covers ${listText(event.industries)}`,
    `Usual ${months.length === 1 ? 'month' : 'months'}: ${months.join(', ')}; held ${FREQUENCY_TEXT[event.frequency ?? 'annual']}`,
    `Space typically about ${formatInr(event.typicalBoothCostPerSqm)} per sq m`,
    ...(event.openToPublic ? ['Has public days as well as trade days'] : []),
    `Venue: ${event.venue}`,
  ];
}

/**
 * The contracts geography lists Hyderabad under Andhra Pradesh because the planner's users look
 * for it there (india-states.ts); a card names the state it is in today.
 */
const STATE_TODAY: Readonly<Record<string, string>> = { Hyderabad: 'Telangana' };

export function recommendationCardOf(scored: ScoredEvent): RecommendedEvent {
  const { event, venue, cost, edition } = scored;
  const state = STATE_TODAY[venue.name] ?? (venue.state ? findState(venue.state)?.name : undefined);
  return {
    id: event.id,
    name: event.name,
    // The city first: Calculate Costs takes the destination city from the first part.
    location: state ? `${venue.name}, ${state}` : venue.name,
    dates: monthLabel(edition),
    description: event.description,
    relevanceScore: scored.score,
    expectedVisitors: event.typicalVisitors,
    averageBoothCost: cost.space,
    difficulty: event.difficulty,
    roiPotential: roiPotentialOf(scored),
    competitorPresence: competitorPresenceOf(event, scored.industry),
    reasons: scored.facts.map(renderReason),
    benefits: benefitsOf(event),
    ...(event.website ? { website: event.website } : {}),
    expectedTotalCost: cost.total,
    nextEdition: { year: edition.year, month: edition.month },
  };
}
