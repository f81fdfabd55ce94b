import { MAX_RECOMMENDATIONS, type RecommendationRequest, type RecommendationResponse, type TradeEvent } from '@stallplan/contracts';
import { formatInr } from '@stallplan/pricing';
import { RECOMMENDATION_BOOTH_SQM } from './expected-show-cost.js';
import { recommendationCardOf } from './recommendation-card.js';
import { EXPERIENCED_AS, isCaveat, renderReason, timelineText } from './recommendation-reasons.js';
import { requestContext, scoreEvent, type RequestContext, type ScoredEvent } from './score-event.js';
import { FAR_OVER_BUDGET_RATIO, LOCAL_KM, SUITED_LEVEL } from './score-factors.js';
import { TRADE_EVENTS } from './trade-events.js';

/*
 * Event recommendations: a deterministic score from 0 to 100 for each show of the catalogue,
 * and reasons that are each a fact checked in code. Seven parts add up to 100 (SCORE_POINTS; each
 * part's points in score-factors.ts):
 *
 * - Industry, up to 30: 30 when the show lists the industry first, 22 when it lists it further
 *   down, 8 when it lists only a related industry (RELATED_INDUSTRY_PAIRS). Only shows that list the
 *   industry are recommended; related ones are added only to reach MIN_RESULTS.
 * - Budget, up to 20: the expected total cost (expectedCostOf, expected-show-cost.ts) against the
 *   budget: 20 within it, 14 falling to 4 up to 1.5 times it. Beyond 1.5 times the show gets 0
 *   here, its whole score is cut to 30% and capped (capFarOverBudget), so it never leads while a
 *   show within 1.5 times the budget is on the list. No budget: 10.
 * - Goals, up to 12: each goal's fit from 0 to 1 against the show's profile (goalFit), averaged.
 *   No goals: 6.
 * - Location, up to 12: 12 within LOCAL_KM of the exhibitor's city (or in their state, when only
 *   a state was given), halving every DISTANCE_HALVING_KM beyond. Unknown location: 6.
 * - Timeline, up to 10: the next edition's distance in months against the planning window: 10
 *   inside it, 3 one month too soon, 0 sooner still, halving every 6 months later than it.
 *   Without a timeline the window is 3 to 12 months: time to book space and build a stall.
 * - Readiness, up to 8: experience against the show's difficulty (up to 6; first-timers lose most
 *   on advanced shows) and company size against it (up to 2). Not given: half.
 * - Event types, up to 8: 8 when the show is of a chosen type (eventTypesOf), else 0; 4 when
 *   only International was chosen, which the catalogue does not record.
 *
 * One show is scored in score-event.ts, its reasons chosen and worded in
 * recommendation-reasons.ts, its card filled in recommendation-card.ts. Ties are broken by the
 * show's id so the same request always gives the same list.
 */

/** Below this many shows listing the industry, shows of related industries fill the list. */
export const MIN_RESULTS = 5;

/** Higher score first; on a tie a show within 1.5 times the budget first, then by id, so the order never varies. */
function bestFirst(a: ScoredEvent, b: ScoredEvent): number {
  return b.score - a.score || Number(a.farOverBudget) - Number(b.farOverBudget) || (a.event.id < b.event.id ? -1 : a.event.id > b.event.id ? 1 : 0);
}

/**
 * A far-over-budget show scores no higher than the lowest-scoring show on the list within 1.5
 * times the budget, so it can never lead while an affordable show is listed. Cutting its score to
 * 30% almost always does this already; the cap makes it certain.
 */
function capFarOverBudget(list: readonly ScoredEvent[]): ScoredEvent[] {
  const affordable = list.filter((scored) => !scored.farOverBudget).map((scored) => scored.score);
  if (affordable.length === 0) return [...list];
  const floor = Math.min(...affordable);
  return list.map((scored) => (scored.farOverBudget && scored.score > floor ? { ...scored, score: floor } : scored));
}

/**
 * Shows that list the industry, best first; when fewer than MIN_RESULTS do, the best of those in
 * related industries make up the number. Shows of unrelated industries are never recommended.
 */
export function rankEvents(context: RequestContext, events: readonly TradeEvent[] = TRADE_EVENTS): ScoredEvent[] {
  const scored = events.map((event) => scoreEvent(event, context));
  const listed = scored.filter(({ industry }) => industry.rank === 'main' || industry.rank === 'listed');
  const related = scored.filter(({ industry }) => industry.rank === 'related').sort(bestFirst);
  const fill = related.slice(0, Math.max(0, MIN_RESULTS - listed.length));
  return capFarOverBudget([...listed, ...fill])
    .sort(bestFirst)
    .slice(0, MAX_RECOMMENDATIONS);
}

/**
 * How sure the list is, in percent: a base of 30, up to 30 more for how much of the request could
 * be used (location, budget, goals, timeline, experience, company size), up to 35 for the top
 * score; 10 less when fewer than three shows list the industry. Never above 95: the figures are
 * typical ones.
 */
export function confidenceOf(context: RequestContext, ranked: readonly ScoredEvent[]): number {
  const { request, home } = context;
  const used = [
    home !== undefined,
    request.budget !== undefined,
    request.goals.length > 0,
    request.timeline !== undefined,
    request.experience !== undefined,
    request.companySize !== undefined,
  ];
  const completeness = used.filter(Boolean).length / used.length;
  const top = ranked[0]?.score ?? 0;
  const listedCount = ranked.filter(({ industry }) => industry.rank !== 'related').length;
  const confidence = 30 + 30 * completeness + 0.35 * top - (listedCount < 3 ? 10 : 0);
  return Math.max(0, Math.min(95, Math.round(confidence)));
}

/** The reasoning text: what was matched, why the first show leads, and how budget, place and time counted. */
export function reasoningOf(context: RequestContext, ranked: readonly ScoredEvent[]): string {
  const { request, home, team, window } = context;
  const listedCount = ranked.filter(({ industry }) => industry.rank !== 'related').length;
  const relatedCount = ranked.length - listedCount;
  const [top] = ranked;
  if (!top) return `No show in the catalogue lists ${request.industry} or a related industry yet.`;

  const sentences = [
    `${listedCount} ${listedCount === 1 ? 'show lists' : 'shows list'} ${request.industry}` +
      (relatedCount > 0 ? `; ${relatedCount} from related industries ${relatedCount === 1 ? 'was' : 'were'} added to give you a choice.` : '.'),
    `${top.event.name} ranks first at ${top.score}%: ${
      top.facts
        .filter((fact) => !isCaveat(fact))
        .slice(0, 3)
        .map(renderReason)
        .join('; ') || 'the best balance of the factors below'
    }.`,
  ];
  const basis = `an ${RECOMMENDATION_BOOTH_SQM} sq m booth and a team of ${team.teamSize}`;
  if (request.budget !== undefined) {
    const budget = formatInr(request.budget);
    const fitting = ranked.filter((scored) => scored.withinBudget).length;
    const farOver = ranked.filter((scored) => scored.farOverBudget).length;
    if (fitting === 0) {
      const cheapest = ranked.reduce((low, scored) => (scored.cost.total < low.cost.total ? scored : low), top);
      sentences.push(
        `None fits your ${budget} budget with ${basis}; the lowest expected cost is ${formatInr(cheapest.cost.total)}, at ${cheapest.event.name}.`,
      );
    } else {
      sentences.push(`With ${basis}, ${fitting} of ${ranked.length} fit your ${budget} budget.`);
    }
    if (farOver > 0) sentences.push(`${farOver} cost more than ${FAR_OVER_BUDGET_RATIO} times your budget and ${farOver === 1 ? 'is' : 'are'} ranked down.`);
  } else {
    sentences.push(`Expected costs assume ${basis}; give a budget to rank by cost.`);
  }
  if (home?.kind === 'city') sentences.push(`Distances are from ${home.place.name}; within ${LOCAL_KM} km no travel or hotel is counted.`);
  else if (home?.kind === 'state') sentences.push(`Shows in ${home.name} and near it rank higher.`);
  else if (request.location) sentences.push(`We could not place “${request.location}”, so distance did not count.`);
  const months = Number.isFinite(window.to) ? `${window.from} to ${window.to} months` : `${window.from} months or more`;
  sentences.push(
    request.timeline
      ? `Editions ${months} away fit your timeline (${timelineText(request.timeline)}); sooner ones rank lower.`
      : `Editions ${months} away rank higher, leaving time to book space and build a stall.`,
  );
  if (request.experience) sentences.push(`As ${EXPERIENCED_AS[request.experience]}, ${SUITED_LEVEL[request.experience]}-level shows rank higher.`);
  sentences.push('Visitor numbers, tariffs and months are typical of recent editions, not promises: check each edition with its organiser.');
  return sentences.join(' ');
}

export type EventRecommendations = Omit<RecommendationResponse, 'success'>;

/** The recommendations for a request on a given day; the day decides each show's next edition. */
export function recommendEvents(request: RecommendationRequest, today: Date, events: readonly TradeEvent[] = TRADE_EVENTS): EventRecommendations {
  const context = requestContext(request, today);
  const ranked = rankEvents(context, events);
  return {
    totalCount: ranked.length,
    confidence: confidenceOf(context, ranked),
    reasoning: reasoningOf(context, ranked),
    recommendations: ranked.map(recommendationCardOf),
  };
}
