import type { RecommendationRequest, TradeEvent } from '@stallplan/contracts';
import { expectedCostOf, teamCostsFor, type ExpectedCost, type TeamCosts } from './expected-show-cost.js';
import { locatePlace, type Place } from '../../matching/domain/match-score.js';
import { nextEdition, type NextEdition } from './next-edition.js';
import { reasonFactsOf, type ReasonFact } from './recommendation-reasons.js';
import {
  budgetPoints,
  DEFAULT_WINDOW,
  eventTypePoints,
  eventTypesOf,
  goalsPoints,
  industryMatch,
  industryPoints,
  isFarOverBudget,
  judgeGoals,
  locationPoints,
  readinessPoints,
  resolveHome,
  timelinePoints,
  TIMELINE_WINDOWS,
  whereaboutsOf,
  type Home,
  type IndustryMatch,
  type PlanningWindow,
  type SCORE_POINTS,
} from './score-factors.js';

/** A far-over-budget show keeps this share of its score. */
const FAR_OVER_BUDGET_FACTOR = 0.3;

/** The request read once: where the exhibitor is, what the team costs, the planning window. */
export interface RequestContext {
  request: RecommendationRequest;
  home: Home | undefined;
  team: TeamCosts;
  window: PlanningWindow;
  today: Date;
}

export function requestContext(request: RecommendationRequest, today: Date): RequestContext {
  return {
    request,
    home: resolveHome(request.location),
    team: teamCostsFor(request.teamSize),
    window: request.timeline ? TIMELINE_WINDOWS[request.timeline] : DEFAULT_WINDOW,
    today,
  };
}

export type ScoreParts = Record<keyof typeof SCORE_POINTS, number>;

export interface ScoredEvent {
  event: TradeEvent;
  venue: Place;
  industry: IndustryMatch;
  parts: ScoreParts;
  /** 0–100, after the far-over-budget cut. */
  score: number;
  /** A budget was given and the expected cost is above it; farOverBudget: above 1.5 times it. */
  overBudget: boolean;
  farOverBudget: boolean;
  withinBudget: boolean;
  cost: ExpectedCost;
  edition: NextEdition;
  /** In favour first, then caveats. */
  facts: ReasonFact[];
}

export function scoreEvent(event: TradeEvent, context: RequestContext): ScoredEvent {
  const { request, home, team, window, today } = context;
  const venue = locatePlace(event.city);
  const industry = industryMatch(event, request.industry);
  const where = whereaboutsOf(venue, home);
  const cost = expectedCostOf(event, team, where.local);
  const edition = nextEdition(event, today);
  const goals = judgeGoals(event, request.goals);
  const chosenTypes = request.eventTypes.filter((type) => type !== 'international');
  const matchedTypes = chosenTypes.filter((type) => eventTypesOf(event).includes(type));
  const budget = request.budget;

  const parts: ScoreParts = {
    industry: industryPoints(industry),
    budget: budgetPoints(cost.total, budget),
    goals: goalsPoints(goals),
    location: locationPoints(where),
    timeline: timelinePoints(edition, window),
    readiness: readinessPoints(event.difficulty, request.experience, request.companySize),
    eventType: eventTypePoints(chosenTypes, matchedTypes),
  };
  const farOverBudget = isFarOverBudget(cost.total, budget);
  const sum = Object.values(parts).reduce((total, points) => total + points, 0);
  const score = Math.max(0, Math.min(100, Math.round(farOverBudget ? sum * FAR_OVER_BUDGET_FACTOR : sum)));

  return {
    event,
    venue,
    industry,
    parts,
    score,
    overBudget: budget !== undefined && cost.total > budget,
    farOverBudget,
    withinBudget: budget !== undefined && cost.total <= budget,
    cost,
    edition,
    facts: reasonFactsOf({ request, home, window, difficulty: event.difficulty, venue, industry, cost, where, edition, goals, matchedTypes }),
  };
}
