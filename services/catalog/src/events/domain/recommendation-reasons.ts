import {
  eventTypeOptions,
  planningTimelineOptions,
  type EventDifficulty,
  type EventType,
  type ExhibitionGoal,
  type ExperienceLevel,
  type PlanningTimeline,
  type RecommendationIndustry,
  type RecommendationRequest,
} from '@stallplan/contracts';
import { formatInr } from '@stallplan/pricing';
import type { ExpectedCost } from './expected-show-cost.js';
import type { Place } from '../../matching/domain/match-score.js';
import { monthLabel, type NextEdition } from './next-edition.js';
import {
  DISTANCE_HALVING_KM,
  EXPERIENCE_POINTS,
  SUITED_LEVEL,
  timelineFit,
  type GoalMeasures,
  type Home,
  type IndustryMatch,
  type JudgedGoal,
  type PlanningWindow,
  type TimelineFit,
  type Whereabouts,
} from './score-factors.js';

/** A goal is named among the reasons when the show fits it at least this well. */
const GOAL_REASON_FIT = 0.5;
const GOAL_REASONS_SHOWN = 2;

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

/** What scoring one show found out, as far as its reasons need it. */
export interface ShowFindings {
  request: RecommendationRequest;
  home: Home | undefined;
  window: PlanningWindow;
  difficulty: EventDifficulty;
  venue: Place;
  industry: IndustryMatch;
  cost: ExpectedCost;
  where: Whereabouts;
  edition: NextEdition;
  goals: readonly JudgedGoal[];
  /** The chosen event types the show is of. */
  matchedTypes: readonly EventType[];
}

/** The facts worth stating about a show, in its favour first, then caveats. */
export function reasonFactsOf(findings: ShowFindings): ReasonFact[] {
  const { request, home, window, difficulty, venue, industry, cost, where, edition, goals, matchedTypes } = findings;
  const budget = request.budget;
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
    const points = EXPERIENCE_POINTS[request.experience][difficulty];
    const suits = SUITED_LEVEL[request.experience] === difficulty;
    if (suits || points <= 0.5) facts.push({ kind: 'experience', difficulty, experience: request.experience, suits });
  }
  const namedType = matchedTypes.find((type) => type !== 'trade');
  if (namedType) facts.push({ kind: 'event-type', type: namedType });
  return [...facts.filter((fact) => !isCaveat(fact)), ...facts.filter(isCaveat)];
}

// ——— Wording ——————————————————————————————————————————————————————————————————

export const formatCount = new Intl.NumberFormat('en-IN').format;
export const EXPERIENCED_AS: Record<ExperienceLevel, string> = {
  'first-time': 'a first-time exhibitor',
  occasional: 'an occasional exhibitor',
  experienced: 'an experienced exhibitor',
};
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const levelOf = (difficulty: EventDifficulty) => `${difficulty === 'advanced' || difficulty === 'intermediate' ? 'an' : 'a'} ${difficulty}-level show`;
const monthsText = (months: number) => `${months} ${months === 1 ? 'month' : 'months'}`;
export const timelineText = (timeline: PlanningTimeline) => planningTimelineOptions.label(timeline).toLowerCase();

function goalText(goal: ExhibitionGoal, measures: GoalMeasures): string {
  const { visitors, exhibitors, visitorsPerExhibitor, difficulty, publicDays } = measures;
  if (visitorsPerExhibitor !== undefined) return `${goal}: about ${formatCount(visitorsPerExhibitor)} visitors for each exhibitor`;
  if (difficulty !== undefined && visitors !== undefined) return `${goal}: about ${formatCount(visitors)} visitors at ${levelOf(difficulty)}`;
  if (difficulty !== undefined && exhibitors !== undefined) return `${goal}: about ${formatCount(exhibitors)} exhibitors at ${levelOf(difficulty)}`;
  if (exhibitors !== undefined) return `${goal}: about ${formatCount(exhibitors)} exhibitors at a typical edition`;
  return `${goal}: about ${formatCount(visitors ?? 0)} visitors at a typical edition${publicDays ? ', with public days' : ''}`;
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
      return `About ${formatCount(fact.km)} km from ${fact.from}${fact.local ? ': no travel or hotel counted' : ''}`;
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
