import {
  findState,
  type CompanySize,
  type EventDifficulty,
  type EventType,
  type ExhibitionGoal,
  type ExperienceLevel,
  type PlanningTimeline,
  type RecommendationIndustry,
  type TradeEvent,
} from '@stallplan/contracts';
import { distanceKm, locatePlace, type Place } from '../../matching/domain/match-score.js';
import type { NextEdition } from './next-edition.js';

/** The seven parts of a show's score and their most points; they add up to 100 (see recommend-events.ts). */
export const SCORE_POINTS = { industry: 30, budget: 20, goals: 12, location: 12, timeline: 10, readiness: 8, eventType: 8 } as const;

/** Above this multiple of the budget a show is far over it. */
export const FAR_OVER_BUDGET_RATIO = 1.5;
/** Within this distance the team commutes: no travel or hotel is counted. Greater Noida is 32 km from New Delhi. */
export const LOCAL_KM = 60;
export const DISTANCE_HALVING_KM = 500;

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

export function industryMatch(event: TradeEvent, industry: RecommendationIndustry): IndustryMatch {
  const index = event.industries.indexOf(industry);
  if (index === 0) return { rank: 'main' };
  if (index > 0) return { rank: 'listed' };
  const listed = event.industries.find((own) => areRelatedIndustries(own, industry));
  return listed ? { rank: 'related', listed } : { rank: 'none' };
}

const INDUSTRY_POINTS = { main: 30, listed: 22, related: 8, none: 0 } as const;

export function industryPoints(match: IndustryMatch): number {
  return INDUSTRY_POINTS[match.rank];
}

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

/** `chosen` leaves out International, which the catalogue does not record: choosing only it scores half, as choosing none does. */
export function eventTypePoints(chosen: readonly EventType[], matched: readonly EventType[]): number {
  return chosen.length === 0 ? SCORE_POINTS.eventType / 2 : matched.length > 0 ? SCORE_POINTS.eventType : 0;
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

export interface Whereabouts {
  /** Kilometres from the exhibitor's city; from the nearest city of their state when only a state is known. */
  km?: number;
  inHomeState: boolean;
  /** Within LOCAL_KM of the exhibitor's city: no travel or hotel. */
  local: boolean;
}

export function whereaboutsOf(venue: Place, home: Home | undefined): Whereabouts {
  if (home === undefined) return { inHomeState: false, local: false };
  if (home.kind === 'city') {
    const km = distanceKm(home.place, venue);
    return { km, inHomeState: home.place.state === venue.state, local: km <= LOCAL_KM };
  }
  const inHomeState = venue.state === home.name.toLowerCase();
  const km = inHomeState ? 0 : Math.min(...home.cities.map((city) => distanceKm(city, venue)));
  return { km, inHomeState, local: false };
}

export function locationPoints(where: Whereabouts): number {
  const full = SCORE_POINTS.location;
  if (where.km === undefined) return full / 2;
  if (where.km <= LOCAL_KM) return full;
  return full * 0.5 ** ((where.km - LOCAL_KM) / DISTANCE_HALVING_KM);
}

// ——— Budget ——————————————————————————————————————————————————————————————————

export function budgetPoints(cost: number, budget: number | undefined): number {
  if (budget === undefined) return SCORE_POINTS.budget / 2;
  const ratio = budget > 0 ? cost / budget : Infinity;
  if (ratio <= 1) return SCORE_POINTS.budget;
  if (ratio <= FAR_OVER_BUDGET_RATIO) return 14 - 20 * (ratio - 1);
  return 0;
}

/** No budget is never over it; a budget of 0 is over it at any cost. */
export function isFarOverBudget(cost: number, budget: number | undefined): boolean {
  const ratio = budget === undefined ? 0 : budget > 0 ? cost / budget : Infinity;
  return ratio > FAR_OVER_BUDGET_RATIO;
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

export interface JudgedGoal {
  goal: ExhibitionGoal;
  fit: number;
  measures: GoalMeasures;
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

export function judgeGoals(event: TradeEvent, goals: readonly ExhibitionGoal[]): JudgedGoal[] {
  return goals.map((goal) => ({ goal, ...goalFit(event, goal) }));
}

/** The goals' fits averaged; no goals score half. */
export function goalsPoints(judged: readonly JudgedGoal[]): number {
  if (judged.length === 0) return SCORE_POINTS.goals / 2;
  return (SCORE_POINTS.goals * judged.reduce((sum, { fit }) => sum + fit, 0)) / judged.length;
}

// ——— Timeline ————————————————————————————————————————————————————————————————

/** Months from now: an edition this far away fits the plan. */
export interface PlanningWindow {
  from: number;
  to: number;
}

/** Months from now the planning window covers. */
export const TIMELINE_WINDOWS: Record<PlanningTimeline, PlanningWindow> = {
  'within-3-months': { from: 1, to: 3 },
  '3-6-months': { from: 3, to: 6 },
  '6-12-months': { from: 6, to: 12 },
  'over-12-months': { from: 12, to: Infinity },
};
/** Without a timeline: three months to book space and build a stall, a year at most. */
export const DEFAULT_WINDOW = { from: 3, to: 12 } as const;

export type TimelineFit = 'fits' | 'too-soon' | 'later';

export function timelineFit({ monthsAway }: NextEdition, window: PlanningWindow): TimelineFit {
  if (monthsAway < window.from) return 'too-soon';
  return monthsAway > window.to ? 'later' : 'fits';
}

export function timelinePoints({ monthsAway }: NextEdition, window: PlanningWindow): number {
  const full = SCORE_POINTS.timeline;
  if (monthsAway < window.from) return window.from - monthsAway === 1 ? 3 : 0;
  if (monthsAway <= window.to) return full;
  return full * 0.5 ** ((monthsAway - window.to) / 6);
}

// ——— Readiness ———————————————————————————————————————————————————————————————

export const EXPERIENCE_POINTS: Record<ExperienceLevel, Record<EventDifficulty, number>> = {
  'first-time': { beginner: 6, intermediate: 3.5, advanced: 0.5 },
  occasional: { beginner: 5, intermediate: 6, advanced: 3.5 },
  experienced: { beginner: 3.5, intermediate: 5, advanced: 6 },
};
/** The level of show that suits each experience best (EXPERIENCE_POINTS' 6). */
export const SUITED_LEVEL: Record<ExperienceLevel, EventDifficulty> = { 'first-time': 'beginner', occasional: 'intermediate', experienced: 'advanced' };
const COMPANY_SIZE_POINTS: Record<CompanySize, Record<EventDifficulty, number>> = {
  startup: { beginner: 2, intermediate: 1.5, advanced: 0.5 },
  sme: { beginner: 1.5, intermediate: 2, advanced: 1.5 },
  enterprise: { beginner: 1, intermediate: 1.5, advanced: 2 },
};

export function readinessPoints(difficulty: EventDifficulty, experience: ExperienceLevel | undefined, companySize: CompanySize | undefined): number {
  return (experience ? EXPERIENCE_POINTS[experience][difficulty] : 3) + (companySize ? COMPANY_SIZE_POINTS[companySize][difficulty] : 1);
}
