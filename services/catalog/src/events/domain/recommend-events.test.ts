import { describe, expect, it } from 'vitest';
import {
  recommendationIndustryOptions,
  recommendationRequestSchema,
  recommendationResponseSchema,
  type RecommendationRequestInput,
  type TradeEvent,
} from '@stallplan/contracts';
import { nextEdition } from './next-edition.js';
import { confidenceOf, MIN_RESULTS, rankEvents, recommendEvents } from './recommend-events.js';
import { requestContext, scoreEvent } from './score-event.js';
import { areRelatedIndustries, FAR_OVER_BUDGET_RATIO, SCORE_POINTS } from './score-factors.js';
import { findTradeEvent, TRADE_EVENTS } from './trade-events.js';

const TODAY = new Date('2026-05-15T12:00:00Z');

const parse = (input: RecommendationRequestInput) => recommendationRequestSchema.parse(input);
const ask = (input: RecommendationRequestInput, today = TODAY) => recommendEvents(parse(input), today);
const contextFor = (input: RecommendationRequestInput) => requestContext(parse(input), TODAY);

function eventById(id: string): TradeEvent {
  const event = findTradeEvent(id);
  if (!event) throw new Error(`No show ${id} in the catalogue.`);
  return event;
}
const scoreOf = (id: string, input: RecommendationRequestInput) => scoreEvent(eventById(id), contextFor(input));

describe('recommendEvents', () => {
  it('answers in the contract shape, best first, ties broken by id', () => {
    const answer = ask({ industry: 'Manufacturing', location: 'Pune', budget: 800000, goals: ['Networking'] });
    expect(recommendationResponseSchema.parse({ success: true, ...answer })).toEqual({ success: true, ...answer });
    expect(answer.totalCount).toBe(answer.recommendations.length);
    answer.recommendations.slice(1).forEach((card, index) => {
      const before = answer.recommendations[index];
      expect(before && (before.relevanceScore > card.relevanceScore || (before.relevanceScore === card.relevanceScore && before.id < card.id))).toBe(true);
    });
  });

  it('puts technology shows first for a technology company in Bangalore', () => {
    const { recommendations } = ask({ industry: 'Technology', location: 'Bangalore' });
    expect(recommendations[0]).toMatchObject({ id: 'bengaluru-tech-summit', location: 'Bangalore, Karnataka' });
    // Ten shows list Technology, more than MIN_RESULTS: nothing else is added.
    for (const card of recommendations) expect(eventById(card.id).industries).toContain('Technology');
  });

  it('gives the same answer for the same request and day, whatever the catalogue order', () => {
    const input: RecommendationRequestInput = {
      industry: 'Energy',
      location: 'Chennai',
      budget: '6,00,000',
      goals: ['Lead Generation'],
      timeline: '6-12-months',
    };
    expect(ask(input)).toEqual(ask(input));
    expect(recommendEvents(parse(input), TODAY, [...TRADE_EVENTS].reverse())).toEqual(ask(input));
  });

  it('makes up a short list with shows of related industries only, ranked below the matches', () => {
    const { recommendations } = ask({ industry: 'Oil & Gas', location: 'Mumbai' });
    expect(recommendations).toHaveLength(MIN_RESULTS);
    expect(recommendations[0]?.id).toBe('india-energy-week');
    for (const card of recommendations.slice(1)) {
      const event = eventById(card.id);
      expect(event.industries).not.toContain('Oil & Gas');
      expect(event.industries.some((industry) => areRelatedIndustries(industry, 'Oil & Gas'))).toBe(true);
      expect(card.reasons[0]).toMatch(/^Lists .+, an industry related to Oil & Gas$/);
      expect(card.relevanceScore).toBeLessThan(recommendations[0]?.relevanceScore ?? 0);
    }
  });

  it('names the next edition and keeps the location’s city first', () => {
    const [card] = ask({ industry: 'Chemicals', location: 'Delhi' }, new Date('2026-01-10T00:00:00Z')).recommendations.filter(
      (item) => item.id === 'plastindia',
    );
    expect(card).toMatchObject({ dates: 'February 2026', nextEdition: { year: 2026, month: 2 }, location: 'New Delhi, Delhi' });
    const hyderabad = ask({ industry: 'Pharmaceuticals' }).recommendations.find((item) => item.id === 'bioasia');
    expect(hyderabad?.location).toBe('Hyderabad, Telangana');
  });
});

describe('expected cost', () => {
  it('adds space, construction and, away from home, the team’s travel and hotel', () => {
    const { recommendations } = ask({ industry: 'Technology', location: 'Bengaluru' });
    const bts = recommendations.find((card) => card.id === 'bengaluru-tech-summit');
    const imc = recommendations.find((card) => card.id === 'india-mobile-congress');
    // 9,000 × 18 space + 6,500 × 18 construction; no travel in the exhibitor's own city.
    expect(bts).toMatchObject({ averageBoothCost: 162_000, expectedTotalCost: 279_000 });
    // 18,000 × 18 + 1,17,000 + 4 × 18,000 travel + 3 nights × 4 × 4,500.
    expect(imc).toMatchObject({ averageBoothCost: 324_000, expectedTotalCost: 567_000 });
  });

  it('prices the team that is coming, and counts a show 32 km away as local', () => {
    expect(scoreOf('india-mobile-congress', { industry: 'Technology', location: 'Mumbai', teamSize: 2 }).cost).toEqual({
      space: 324_000,
      construction: 117_000,
      travelAndStay: 2 * 18_000 + 3 * 2 * 4500,
      total: 324_000 + 117_000 + 63_000,
    });
    const elecrama = scoreOf('elecrama', { industry: 'Energy', location: 'New Delhi' });
    expect(elecrama.cost.travelAndStay).toBe(0);
    expect(elecrama.facts).toContainEqual({ kind: 'distance', km: expect.any(Number), from: 'New Delhi', local: true });
  });
});

describe('budget', () => {
  it('never lets a show far over the budget lead while one within 1.5 times it is listed', () => {
    let compared = 0;
    for (const industry of recommendationIndustryOptions.values) {
      for (const location of ['Bangalore', 'Kolkata', 'Leh']) {
        for (const budget of [150_000, 300_000, 450_000, 700_000]) {
          const ranked = rankEvents(contextFor({ industry, location, budget, experience: 'experienced' }));
          const far = ranked.filter((scored) => scored.cost.total > FAR_OVER_BUDGET_RATIO * budget);
          const affordable = ranked.filter((scored) => scored.cost.total <= FAR_OVER_BUDGET_RATIO * budget);
          if (far.length === 0 || affordable.length === 0) continue;
          compared += 1;
          expect(ranked[0]?.farOverBudget, `${industry} ${location} ${budget}`).toBe(false);
          expect(Math.max(...far.map((scored) => scored.score))).toBeLessThanOrEqual(Math.min(...affordable.map((scored) => scored.score)));
        }
      }
    }
    expect(compared).toBeGreaterThan(50);
  });

  it('keeps a technology company in Bangalore with ₹2 lakh to a show it can nearly afford', () => {
    const [top] = ask({ industry: 'Technology', location: 'Bangalore', budget: 200_000 }).recommendations;
    expect(top?.expectedTotalCost).toBeLessThanOrEqual(FAR_OVER_BUDGET_RATIO * 200_000);
  });

  it('gives full points within budget, fewer just over, none far over', () => {
    const points = (budget: number) => scoreOf('imtex', { industry: 'Manufacturing', location: 'Bangalore', budget }).parts.budget;
    // IMTEX costs 2,52,000 + 1,17,000 = 3,69,000 for an exhibitor in Bangalore.
    expect(points(369_000)).toBe(SCORE_POINTS.budget);
    expect(points(300_000)).toBeCloseTo(14 - 20 * (369 / 300 - 1));
    expect(points(200_000)).toBe(0);
    expect(scoreOf('imtex', { industry: 'Manufacturing' }).parts.budget).toBe(SCORE_POINTS.budget / 2);
  });
});

describe('timeline', () => {
  it('favours editions inside the window and penalises those too soon', () => {
    for (const event of TRADE_EVENTS) {
      const { monthsAway } = nextEdition(event, TODAY);
      const soon = scoreEvent(event, contextFor({ industry: 'Retail', timeline: 'within-3-months' })).parts.timeline;
      expect(soon, event.id).toBe(monthsAway <= 3 ? SCORE_POINTS.timeline : SCORE_POINTS.timeline * 0.5 ** ((monthsAway - 3) / 6));
      const later = scoreEvent(event, contextFor({ industry: 'Retail', timeline: '6-12-months' })).parts.timeline;
      if (monthsAway < 5) expect(later, event.id).toBe(0);
      if (monthsAway === 5) expect(later, event.id).toBe(3);
    }
  });

  it('prefers three to twelve months ahead when no timeline is given', () => {
    // May 2026: ACMEE runs next month, AGRI INTEX in two, Medical Fair India in ten.
    expect(scoreOf('acmee', { industry: 'Manufacturing' }).parts.timeline).toBe(0);
    expect(scoreOf('agri-intex', { industry: 'Agriculture' }).parts.timeline).toBe(3);
    expect(scoreOf('medical-fair-india', { industry: 'Healthcare' }).parts.timeline).toBe(SCORE_POINTS.timeline);
  });
});

describe('experience and company size', () => {
  it('keeps first-timers away from advanced shows and says so', () => {
    const beginner = scoreOf('bengaluru-tech-summit', { industry: 'Technology', experience: 'first-time', companySize: 'startup' });
    const advanced = scoreOf('india-mobile-congress', { industry: 'Technology', experience: 'first-time', companySize: 'startup' });
    expect(beginner.parts.readiness).toBe(8);
    expect(advanced.parts.readiness).toBe(1);
    expect(advanced.facts.at(-1)).toEqual({ kind: 'experience', difficulty: 'advanced', experience: 'first-time', suits: false });
    const seasoned = scoreOf('india-mobile-congress', { industry: 'Technology', experience: 'experienced', companySize: 'enterprise' });
    expect(seasoned.parts.readiness).toBe(8);
  });
});

describe('goals', () => {
  it('ranks the bigger audience higher for lead generation', () => {
    const big = scoreOf('india-mobile-congress', { industry: 'Technology', goals: ['Lead Generation'] });
    const small = scoreOf('didac-india', { industry: 'Technology', goals: ['Lead Generation'] });
    expect(big.parts.goals).toBeGreaterThan(small.parts.goals);
    expect(big.facts).toContainEqual({ kind: 'goal', goal: 'Lead Generation', measures: { visitors: 150_000 } });
    expect(small.facts.some((fact) => fact.kind === 'goal')).toBe(false);
  });
});

describe('location', () => {
  it('scores near shows higher and an unknown place evenly', () => {
    const input = { industry: 'Tourism', location: 'Mumbai' } as const;
    expect(scoreOf('otm-mumbai', input).parts.location).toBe(SCORE_POINTS.location);
    expect(scoreOf('satte', input).parts.location).toBeLessThan(3);
    expect(scoreOf('satte', { industry: 'Tourism', location: 'Atlantis' }).parts.location).toBe(SCORE_POINTS.location / 2);
    expect(scoreOf('agri-intex', { industry: 'Agriculture', location: 'Tamil Nadu' }).facts).toContainEqual({ kind: 'in-state', state: 'Tamil Nadu' });
  });
});

describe('event types', () => {
  it('favours shows of the chosen types and treats International as unknown', () => {
    const consumer: RecommendationRequestInput = { industry: 'Agriculture', eventTypes: ['consumer'] };
    expect(scoreOf('kisan', consumer).parts.eventType).toBe(SCORE_POINTS.eventType);
    expect(scoreOf('world-food-india', consumer).parts.eventType).toBe(0);
    expect(scoreOf('kisan', consumer).facts).toContainEqual({ kind: 'event-type', type: 'consumer' });
    expect(scoreOf('kisan', { industry: 'Agriculture', eventTypes: ['international'] }).parts.eventType).toBe(SCORE_POINTS.eventType / 2);
  });
});

describe('reasons', () => {
  it('lists what counts in a show’s favour before what counts against it', () => {
    const { recommendations } = ask({ industry: 'Technology', location: 'Bangalore', budget: 200_000, experience: 'first-time', timeline: '3-6-months' });
    const imc = recommendations.find((card) => card.id === 'india-mobile-congress');
    expect(imc?.reasons).toEqual([
      'Lists Technology as its main industry',
      'Next edition expected in October 2026, 5 months away: fits your timeline (in 3-6 months)',
      'Expected cost ₹5,67,000 is above your ₹2,00,000 budget',
      'About 1,740 km from Bangalore',
      'Advanced-level show: demanding for a first-time exhibitor',
    ]);
  });
});

describe('confidence and reasoning', () => {
  it('grows more confident the more of the request it can use', () => {
    const sparse = ask({ industry: 'Technology' });
    const full = ask({
      industry: 'Technology',
      location: 'Bangalore',
      budget: 600_000,
      goals: ['Lead Generation'],
      timeline: '3-6-months',
      experience: 'occasional',
      companySize: 'sme',
    });
    expect(full.confidence).toBeGreaterThan(sparse.confidence);
    expect(full.confidence).toBeLessThanOrEqual(95);
    const context = contextFor({ industry: 'Defense' });
    // One show lists Defense: the list is thin, so confidence drops.
    expect(confidenceOf(context, rankEvents(context))).toBeLessThan(sparse.confidence);
  });

  it('names the deciding factors', () => {
    const { reasoning, recommendations } = ask({ industry: 'Technology', location: 'Bangalore', budget: 200_000, experience: 'first-time' });
    expect(reasoning).toContain('10 shows list Technology.');
    expect(reasoning).toContain(`${recommendations[0]?.name} ranks first at ${recommendations[0]?.relevanceScore}%: Lists Technology as its main industry`);
    expect(reasoning).toContain(
      'None fits your ₹2,00,000 budget with an 18 sq m booth and a team of 4; the lowest expected cost is ₹2,79,000, at Bengaluru Tech Summit.',
    );
    expect(reasoning).toContain('Distances are from Bangalore');
    expect(reasoning).toContain('As a first-time exhibitor, beginner-level shows rank higher.');
    expect(ask({ industry: 'Retail', location: 'Atlantis' }).reasoning).toContain('We could not place “Atlantis”, so distance did not count.');
  });
});
