import {
  eventTypeOptions,
  findState,
  MAX_RECOMMENDATIONS,
  plannerFormDataSchema,
  planningTimelineOptions,
  type CompanySize,
  type CompetitorPresence,
  type EventDifficulty,
  type EventType,
  type ExhibitionGoal,
  type ExperienceLevel,
  type PlanningTimeline,
  type RecommendationIndustry,
  type RecommendationRequest,
  type RecommendationResponse,
  type RecommendedEvent,
  type RoiPotential,
  type TradeEvent,
} from '@stallplan/contracts';
import { calculateQuoteCosts, formatInr, quoteTeamSize } from '@stallplan/pricing';
import { distanceKm, locatePlace, type Place } from './match-score.js';
import { monthLabel, monthName, nextEdition, type NextEdition } from './next-edition.js';
import { TRADE_EVENTS } from './trade-events.js';

/**
 * Event recommendations: a deterministic score from 0 to 100 for each show of the catalogue,
 * and reasons that are each a fact checked here. Seven parts add up to 100:
 *
 * - Industry, up to 30: 30 when the show lists the industry first, 22 when it lists it further
 *   down, 8 when it lists only a related industry (RELATED_INDUSTRY_PAIRS). Only shows that list the
 *   industry are recommended; related ones are added only to reach MIN_RESULTS.
 * - Budget, up to 20: the expected total cost (see expectedCostOf) against the budget: 20 within
 *   it, 14 falling to 4 up to 1.5 times it. Beyond 1.5 times the show gets 0 here, its whole
 *   score is cut to 30% and capped (capFarOverBudget), so it never leads while a show within 1.5
 *   times the budget is on the list. No budget: 10.
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
 * Ties are broken by the show's id so the same request always gives the same list.
 */
export const SCORE_POINTS = { industry: 30, budget: 20, goals: 12, location: 12, timeline: 10, readiness: 8, eventType: 8 } as const;

/** §9 "Recommendation defaults: booth size 18". */
export const RECOMMENDATION_BOOTH_SQM = 18;
/** Above this multiple of the budget a show is far over it. */
export const FAR_OVER_BUDGET_RATIO = 1.5;
const FAR_OVER_BUDGET_FACTOR = 0.3;
/** Within this distance the team commutes: no travel or hotel is counted. Greater Noida is 32 km from New Delhi. */
export const LOCAL_KM = 60;
const DISTANCE_HALVING_KM = 500;
/** Below this many shows listing the industry, shows of related industries fill the list. */
export const MIN_RESULTS = 5;
/** A goal is named among the reasons when the show fits it at least this well. */
const GOAL_REASON_FIT = 0.5;
const GOAL_REASONS_SHOWN = 2;

// ——— Industries ———————————————————————————————————————————————————————————————

/** Industries whose companies commonly exhibit at each other's shows; the relation is symmetric. */
const RELATED_INDUSTRY_PAIRS: ReadonlyArray<readonly [RecommendationIndustry, RecommendationIndustry]> = [
  ['Technology', 'Electronics'],
  ['Technology', 'Finance'],
  ['Technology', 'Education'],
  ['Technology', 'Security'],
  ['Healthcare', 'Pharmaceuticals'],
  ['Manufacturing', 'Engineering'],
  ['Manufacturing', 'Automotive'],
  ['Manufacturing', 'Packaging'],
  ['Manufacturing', 'Electronics'],
  ['Manufacturing', 'Textiles'],
  ['Engineering', 'Automotive'],
  ['Engineering', 'Construction'],
  ['Food & Beverages', 'Agriculture'],
  ['Food & Beverages', 'Packaging'],
  ['Food & Beverages', 'Retail'],
  ['Food & Beverages', 'Tourism'],
  ['Textiles', 'Retail'],
  ['Oil & Gas', 'Energy'],
  ['Oil & Gas', 'Chemicals'],
  ['Pharmaceuticals', 'Chemicals'],
  ['Construction', 'Real Estate'],
  ['Construction', 'Mining'],
  ['Security', 'Defense'],
  ['Aerospace', 'Defense'],
  ['Logistics', 'Retail'],
  ['Logistics', 'Automotive'],
  ['Finance', 'Real Estate'],
];

export function areRelatedIndustries(a: RecommendationIndustry, b: RecommendationIndustry): boolean {
  return RELATED_INDUSTRY_PAIRS.some(([x, y]) => (x === a && y === b) || (x === b && y === a));
}

export type IndustryMatch = { rank: 'main' | 'listed' } | { rank: 'related'; listed: RecommendationIndustry } | { rank: 'none' };

function industryMatch(event: TradeEvent, industry: RecommendationIndustry): IndustryMatch {
  const index = event.industries.indexOf(industry);
  if (index === 0) return { rank: 'main' };
  if (index > 0) return { rank: 'listed' };
  const listed = event.industries.find((own) => areRelatedIndustries(own, industry));
  return listed ? { rank: 'related', listed } : { rank: 'none' };
}

const INDUSTRY_POINTS = { main: 30, listed: 22, related: 8, none: 0 } as const;

// ——— Event types ——————————————————————————————————————————————————————————————

/** The planner's event type each main industry makes a show; `trade` and `consumer` are handled apart. */
const EVENT_TYPE_INDUSTRIES: Partial<Record<EventType, readonly RecommendationIndustry[]>> = {
  tech: ['Technology', 'Electronics'],
  medical: ['Healthcare', 'Pharmaceuticals'],
  food: ['Food & Beverages'],
  automotive: ['Automotive'],
  fashion: ['Textiles'],
  industrial: ['Manufacturing', 'Engineering', 'Chemicals', 'Mining', 'Construction', 'Energy', 'Oil & Gas', 'Packaging'],
};

/**
 * The event types a show counts as: every show of the catalogue is a trade show; one with public
 * days is a consumer exhibition too; its main (first) industry may make it one more. Industries
 * further down do not: IITF lists Manufacturing, but it is no industrial exhibition. International
 * is not recorded (most of these shows draw overseas exhibitors, the catalogue does not say which).
 */
export function eventTypesOf(event: TradeEvent): EventType[] {
  const types: EventType[] = ['trade'];
  if (event.openToPublic) types.push('consumer');
  const [main] = event.industries;
  for (const [type, industries] of Object.entries(EVENT_TYPE_INDUSTRIES) as Array<[EventType, readonly RecommendationIndustry[]]>) {
    if (main !== undefined && industries.includes(main)) types.push(type);
  }
  return types;
}

// ——— Where the exhibitor is ——————————————————————————————————————————————————

/** The exhibitor's location as far as it could be read: a city with coordinates, or a state. */
export type Home = { kind: 'city'; place: Place } | { kind: 'state'; name: string; cities: Place[] };

/**
 * Reads the free-text location: the whole text, then its comma-separated parts, then pairs of
 * words and single words, first as a city (other names and satellite towns count), then as a
 * state. "Whitefield, Bengaluru" is Bangalore; "Tamil Nadu" is the state; "Atlantis" is unknown.
 */
export function resolveHome(location: string | undefined): Home | undefined {
  const text = location?.trim() ?? '';
  if (text === '') return undefined;
  const parts = text.split(/[,;/|()]+/).map((part) => part.trim());
  const words = text.split(/[\s,;/|()]+/).filter((word) => word !== '');
  const pairs = words.slice(1).map((word, index) => `${words[index]} ${word}`);
  const phrases = [text, ...parts, ...pairs, ...words].filter((phrase) => phrase !== '');
  for (const phrase of phrases) {
    const place = locatePlace(phrase);
    if (place.latitude !== undefined) return { kind: 'city', place };
  }
  for (const phrase of phrases) {
    const state = findState(phrase);
    if (state) return { kind: 'state', name: state.name, cities: state.cities.map((city) => locatePlace(city.name)) };
  }
  return undefined;
}

interface Whereabouts {
  /** Kilometres from the exhibitor's city; from the nearest city of their state when only a state is known. */
  km?: number;
  inHomeState: boolean;
  /** Within LOCAL_KM of the exhibitor's city: no travel or hotel. */
  local: boolean;
}

function whereaboutsOf(venue: Place, home: Home | undefined): Whereabouts {
  if (home === undefined) return { inHomeState: false, local: false };
  if (home.kind === 'city') {
    const km = distanceKm(home.place, venue);
    return { km, inHomeState: home.place.state === venue.state, local: km <= LOCAL_KM };
  }
  const inHomeState = venue.state === home.name.toLowerCase();
  const km = inHomeState ? 0 : Math.min(...home.cities.map((city) => distanceKm(city, venue)));
  return { km, inHomeState, local: false };
}

function locationPoints(where: Whereabouts): number {
  const full = SCORE_POINTS.location;
  if (where.km === undefined) return full / 2;
  if (where.km <= LOCAL_KM) return full;
  return full * 0.5 ** ((where.km - LOCAL_KM) / DISTANCE_HALVING_KM);
}

// ——— Cost ————————————————————————————————————————————————————————————————————

export interface ExpectedCost {
  /** Raw space: the show's typical tariff per sq m × 18. */
  space: number;
  /** Stall construction at the planner quote's rate for 18 sq m. */
  construction: number;
  /** The team's travel and hotel at the planner quote's rates; 0 for a show near the exhibitor. */
  travelAndStay: number;
  total: number;
}

interface TeamCosts {
  teamSize: number;
  construction: number;
  travelAndStay: number;
}

const PLANNER_DEFAULTS = plannerFormDataSchema.parse({});

/** Construction, travel and stay as the planner's final quote prices them (packages/pricing), before GST. */
function teamCostsFor(teamSize: number | undefined): TeamCosts {
  const formData = { ...PLANNER_DEFAULTS, boothSize: RECOMMENDATION_BOOTH_SQM, teamSize };
  const quote = calculateQuoteCosts({ formData });
  return { teamSize: quoteTeamSize(formData), construction: quote.constructionCost, travelAndStay: quote.travelCost + quote.accommodation };
}

/** What exhibiting at the show typically costs this exhibitor, in whole rupees. */
export function expectedCostOf(event: TradeEvent, team: TeamCosts, local: boolean): ExpectedCost {
  const space = event.typicalBoothCostPerSqm * RECOMMENDATION_BOOTH_SQM;
  const travelAndStay = local ? 0 : team.travelAndStay;
  return { space, construction: team.construction, travelAndStay, total: space + team.construction + travelAndStay };
}

function budgetPoints(cost: number, budget: number | undefined): number {
  if (budget === undefined) return SCORE_POINTS.budget / 2;
  const ratio = budget > 0 ? cost / budget : Infinity;
  if (ratio <= 1) return SCORE_POINTS.budget;
  if (ratio <= FAR_OVER_BUDGET_RATIO) return 14 - 20 * (ratio - 1);
  return 0;
}

// ——— Goals ———————————————————————————————————————————————————————————————————

/** What a goal was judged on, as figures of the show; each appears in its reason. */
export interface GoalMeasures {
  visitors?: number;
  exhibitors?: number;
  visitorsPerExhibitor?: number;
  difficulty?: EventDifficulty;
  publicDays?: boolean;
}

const LEVEL: Record<EventDifficulty, number> = { beginner: 0.3, intermediate: 0.6, advanced: 1 };

/** 0 at `low` or below, 1 at `high` or above, on a log scale in between. */
function logScale(value: number, low: number, high: number): number {
  if (value <= low) return 0;
  return Math.min(1, Math.log(value / low) / Math.log(high / low));
}

/**
 * How well a show serves a goal, from 0 to 1, and the figures that decided it. Visitors count
 * from 5,000 (0) to 2,00,000 (1), exhibitors from 100 to 2,000, visitors per exhibitor from 10 to
 * 300, all on a log scale; the show's level is 0.3, 0.6 or 1.
 */
export function goalFit(event: TradeEvent, goal: ExhibitionGoal): { fit: number; measures: GoalMeasures } {
  const visitors = logScale(event.typicalVisitors, 5000, 200_000);
  const exhibitors = logScale(event.typicalExhibitors, 100, 2000);
  const level = LEVEL[event.difficulty];
  switch (goal) {
    case 'Lead Generation':
      return { fit: visitors, measures: { visitors: event.typicalVisitors } };
    case 'Customer Acquisition': {
      const perExhibitor = event.typicalExhibitors > 0 ? Math.round(event.typicalVisitors / event.typicalExhibitors) : 0;
      return { fit: (visitors + logScale(perExhibitor, 10, 300)) / 2, measures: { visitorsPerExhibitor: perExhibitor } };
    }
    case 'Brand Awareness':
      return event.openToPublic
        ? { fit: Math.min(1, visitors + 0.3), measures: { visitors: event.typicalVisitors, publicDays: true } }
        : { fit: visitors, measures: { visitors: event.typicalVisitors } };
    case 'Networking':
    case 'Partnership Development':
      return { fit: exhibitors, measures: { exhibitors: event.typicalExhibitors } };
    case 'Market Research':
    case 'Industry Recognition':
      return { fit: (exhibitors + level) / 2, measures: { exhibitors: event.typicalExhibitors, difficulty: event.difficulty } };
    case 'Product Launch':
      return { fit: (visitors + level) / 2, measures: { visitors: event.typicalVisitors, difficulty: event.difficulty } };
  }
}

// ——— Timeline ————————————————————————————————————————————————————————————————

/** Months from now the planning window covers. */
export const TIMELINE_WINDOWS: Record<PlanningTimeline, { from: number; to: number }> = {
  'within-3-months': { from: 1, to: 3 },
  '3-6-months': { from: 3, to: 6 },
  '6-12-months': { from: 6, to: 12 },
  'over-12-months': { from: 12, to: Infinity },
};
/** Without a timeline: three months to book space and build a stall, a year at most. */
export const DEFAULT_WINDOW = { from: 3, to: 12 } as const;

type TimelineFit = 'fits' | 'too-soon' | 'later';

function timelineFit({ monthsAway }: NextEdition, window: { from: number; to: number }): TimelineFit {
  if (monthsAway < window.from) return 'too-soon';
  return monthsAway > window.to ? 'later' : 'fits';
}

function timelinePoints({ monthsAway }: NextEdition, window: { from: number; to: number }): number {
  const full = SCORE_POINTS.timeline;
  if (monthsAway < window.from) return window.from - monthsAway === 1 ? 3 : 0;
  if (monthsAway <= window.to) return full;
  return full * 0.5 ** ((monthsAway - window.to) / 6);
}

// ——— Readiness ———————————————————————————————————————————————————————————————

const EXPERIENCE_POINTS: Record<ExperienceLevel, Record<EventDifficulty, number>> = {
  'first-time': { beginner: 6, intermediate: 3.5, advanced: 0.5 },
  occasional: { beginner: 5, intermediate: 6, advanced: 3.5 },
  experienced: { beginner: 3.5, intermediate: 5, advanced: 6 },
};
const COMPANY_SIZE_POINTS: Record<CompanySize, Record<EventDifficulty, number>> = {
  startup: { beginner: 2, intermediate: 1.5, advanced: 0.5 },
  sme: { beginner: 1.5, intermediate: 2, advanced: 1.5 },
  enterprise: { beginner: 1, intermediate: 1.5, advanced: 2 },
};

function readinessPoints(difficulty: EventDifficulty, experience: ExperienceLevel | undefined, companySize: CompanySize | undefined): number {
  return (experience ? EXPERIENCE_POINTS[experience][difficulty] : 3) + (companySize ? COMPANY_SIZE_POINTS[companySize][difficulty] : 1);
}

// ——— Reasons ——————————————————————————————————————————————————————————————————

/** One fact about a show, checked against the catalogue and the request; its text comes from renderReason. */
export type ReasonFact =
  | { kind: 'industry'; industry: RecommendationIndustry; main: boolean }
  | { kind: 'related-industry'; listed: RecommendationIndustry; yours: RecommendationIndustry }
  | { kind: 'same-city'; city: string }
  | { kind: 'distance'; km: number; from: string; local: boolean }
  | { kind: 'in-state'; state: string }
  | { kind: 'budget'; cost: number; budget: number; fits: boolean }
  | { kind: 'next-edition'; edition: NextEdition; fit: TimelineFit; timeline?: PlanningTimeline }
  | { kind: 'goal'; goal: ExhibitionGoal; measures: GoalMeasures }
  | { kind: 'experience'; difficulty: EventDifficulty; experience: ExperienceLevel; suits: boolean }
  | { kind: 'event-type'; type: EventType };

/** Facts that count against a show; they follow the ones in its favour. */
export function isCaveat(fact: ReasonFact): boolean {
  switch (fact.kind) {
    case 'distance':
      return fact.km > DISTANCE_HALVING_KM;
    case 'budget':
      return !fact.fits;
    case 'next-edition':
      return fact.fit !== 'fits';
    case 'experience':
      return !fact.suits;
    default:
      return false;
  }
}

const count = new Intl.NumberFormat('en-IN').format;
/** The level of show that suits each experience best (EXPERIENCE_POINTS' 6). */
const SUITED_LEVEL: Record<ExperienceLevel, EventDifficulty> = { 'first-time': 'beginner', occasional: 'intermediate', experienced: 'advanced' };
const EXPERIENCED_AS: Record<ExperienceLevel, string> = {
  'first-time': 'a first-time exhibitor',
  occasional: 'an occasional exhibitor',
  experienced: 'an experienced exhibitor',
};
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const levelOf = (difficulty: EventDifficulty) => `${difficulty === 'advanced' || difficulty === 'intermediate' ? 'an' : 'a'} ${difficulty}-level show`;
const monthsText = (months: number) => `${months} ${months === 1 ? 'month' : 'months'}`;
const timelineText = (timeline: PlanningTimeline) => planningTimelineOptions.label(timeline).toLowerCase();

function goalText(goal: ExhibitionGoal, measures: GoalMeasures): string {
  const { visitors, exhibitors, visitorsPerExhibitor, difficulty, publicDays } = measures;
  if (visitorsPerExhibitor !== undefined) return `${goal}: about ${count(visitorsPerExhibitor)} visitors for each exhibitor`;
  if (difficulty !== undefined && visitors !== undefined) return `${goal}: about ${count(visitors)} visitors at ${levelOf(difficulty)}`;
  if (difficulty !== undefined && exhibitors !== undefined) return `${goal}: about ${count(exhibitors)} exhibitors at ${levelOf(difficulty)}`;
  if (exhibitors !== undefined) return `${goal}: about ${count(exhibitors)} exhibitors at a typical edition`;
  return `${goal}: about ${count(visitors ?? 0)} visitors at a typical edition${publicDays ? ', with public days' : ''}`;
}

/** The sentence a card shows for a fact. */
export function renderReason(fact: ReasonFact): string {
  switch (fact.kind) {
    case 'industry':
      return fact.main ? `Lists ${fact.industry} as its main industry` : `Lists ${fact.industry} among its industries`;
    case 'related-industry':
      return `Lists ${fact.listed}, an industry related to ${fact.yours}`;
    case 'same-city':
      return `Held in ${fact.city}, your city`;
    case 'distance':
      return `About ${count(fact.km)} km from ${fact.from}${fact.local ? ': no travel or hotel counted' : ''}`;
    case 'in-state':
      return `Held in ${fact.state}, your state`;
    case 'budget':
      return `Expected cost ${formatInr(fact.cost)} ${fact.fits ? 'fits' : 'is above'} your ${formatInr(fact.budget)} budget`;
    case 'next-edition': {
      const when = `Next edition expected in ${monthLabel(fact.edition)}, ${monthsText(fact.edition.monthsAway)} away`;
      if (fact.timeline === undefined) return fact.fit === 'too-soon' ? `${when}: little time to book and build a stall` : when;
      const verdict = { fits: 'fits', 'too-soon': 'sooner than', later: 'later than' }[fact.fit];
      return `${when}: ${verdict} your timeline (${timelineText(fact.timeline)})`;
    }
    case 'goal':
      return goalText(fact.goal, fact.measures);
    case 'experience':
      return fact.suits
        ? `${capitalised(fact.difficulty)}-level show, suited to ${EXPERIENCED_AS[fact.experience]}`
        : `${capitalised(fact.difficulty)}-level show: demanding for ${EXPERIENCED_AS[fact.experience]}`;
    case 'event-type':
      return `${eventTypeOptions.label(fact.type)}, one of the event types you chose`;
  }
}

// ——— Scoring one show ————————————————————————————————————————————————————————

/** The request read once: where the exhibitor is, what the team costs, the planning window. */
export interface RequestContext {
  request: RecommendationRequest;
  home: Home | undefined;
  team: TeamCosts;
  window: { from: number; to: number };
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
  const goals = request.goals.map((goal) => ({ goal, ...goalFit(event, goal) }));
  const chosenTypes = request.eventTypes.filter((type) => type !== 'international');
  const matchedTypes = chosenTypes.filter((type) => eventTypesOf(event).includes(type));
  const budget = request.budget;
  const ratio = budget === undefined ? 0 : budget > 0 ? cost.total / budget : Infinity;

  const parts: ScoreParts = {
    industry: INDUSTRY_POINTS[industry.rank],
    budget: budgetPoints(cost.total, budget),
    goals: goals.length === 0 ? SCORE_POINTS.goals / 2 : (SCORE_POINTS.goals * goals.reduce((sum, { fit }) => sum + fit, 0)) / goals.length,
    location: locationPoints(where),
    timeline: timelinePoints(edition, window),
    readiness: readinessPoints(event.difficulty, request.experience, request.companySize),
    eventType: chosenTypes.length === 0 ? SCORE_POINTS.eventType / 2 : matchedTypes.length > 0 ? SCORE_POINTS.eventType : 0,
  };
  const farOverBudget = ratio > FAR_OVER_BUDGET_RATIO;
  const sum = Object.values(parts).reduce((total, points) => total + points, 0);
  const score = Math.max(0, Math.min(100, Math.round(farOverBudget ? sum * FAR_OVER_BUDGET_FACTOR : sum)));

  const facts: ReasonFact[] = [];
  if (industry.rank === 'main' || industry.rank === 'listed') facts.push({ kind: 'industry', industry: request.industry, main: industry.rank === 'main' });
  if (industry.rank === 'related') facts.push({ kind: 'related-industry', listed: industry.listed, yours: request.industry });
  if (budget !== undefined) facts.push({ kind: 'budget', cost: cost.total, budget, fits: cost.total <= budget });
  if (home?.kind === 'city' && where.km !== undefined) {
    facts.push(where.km === 0 ? { kind: 'same-city', city: venue.name } : { kind: 'distance', km: where.km, from: home.place.name, local: where.local });
  } else if (home?.kind === 'state' && where.inHomeState) {
    facts.push({ kind: 'in-state', state: home.name });
  }
  facts.push({ kind: 'next-edition', edition, fit: timelineFit(edition, window), ...(request.timeline ? { timeline: request.timeline } : {}) });
  goals
    .filter(({ fit }) => fit >= GOAL_REASON_FIT)
    .sort((a, b) => b.fit - a.fit)
    .slice(0, GOAL_REASONS_SHOWN)
    .forEach(({ goal, measures }) => facts.push({ kind: 'goal', goal, measures }));
  if (request.experience) {
    const points = EXPERIENCE_POINTS[request.experience][event.difficulty];
    const suits = SUITED_LEVEL[request.experience] === event.difficulty;
    if (suits || points <= 0.5) facts.push({ kind: 'experience', difficulty: event.difficulty, experience: request.experience, suits });
  }
  const namedType = matchedTypes.find((type) => type !== 'trade');
  if (namedType) facts.push({ kind: 'event-type', type: namedType });

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
    facts: [...facts.filter((fact) => !isCaveat(fact)), ...facts.filter(isCaveat)],
  };
}

// ——— The card ————————————————————————————————————————————————————————————————

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
    `About ${count(event.typicalVisitors)} visitors and ${count(event.typicalExhibitors)} exhibitors at a typical edition`,
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

function toCard(scored: ScoredEvent): RecommendedEvent {
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

// ——— The whole answer ————————————————————————————————————————————————————————

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
  return capFarOverBudget([...listed, ...fill]).sort(bestFirst).slice(0, MAX_RECOMMENDATIONS);
}

/**
 * How sure the list is, in percent: a base of 30, up to 30 more for how much of the request could
 * be used (location, budget, goals, timeline, experience, company size), up to 35 for the top
 * score; 10 less when fewer than three shows list the industry. Never above 95: the figures are
 * typical ones.
 */
export function confidenceOf(context: RequestContext, ranked: readonly ScoredEvent[]): number {
  const { request, home } = context;
  const used = [home !== undefined, request.budget !== undefined, request.goals.length > 0, request.timeline !== undefined, request.experience !== undefined, request.companySize !== undefined];
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
    `${top.event.name} ranks first at ${top.score}%: ${top.facts.filter((fact) => !isCaveat(fact)).slice(0, 3).map(renderReason).join('; ') || 'the best balance of the factors below'}.`,
  ];
  const basis = `an ${RECOMMENDATION_BOOTH_SQM} sq m booth and a team of ${team.teamSize}`;
  if (request.budget !== undefined) {
    const budget = formatInr(request.budget);
    const fitting = ranked.filter((scored) => scored.withinBudget).length;
    const farOver = ranked.filter((scored) => scored.farOverBudget).length;
    if (fitting === 0) {
      const cheapest = ranked.reduce((low, scored) => (scored.cost.total < low.cost.total ? scored : low), top);
      sentences.push(`None fits your ${budget} budget with ${basis}; the lowest expected cost is ${formatInr(cheapest.cost.total)}, at ${cheapest.event.name}.`);
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
    recommendations: ranked.map(toCard),
  };
}
