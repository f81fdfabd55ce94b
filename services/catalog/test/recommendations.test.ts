import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  distanceKmBetween,
  errorResponseSchema,
  eventTypeOptions,
  exhibitionGoalOptions,
  MAX_RECOMMENDATIONS,
  recommendationRequestSchema,
  recommendationResponseSchema,
  type RecommendationRequest,
  type RecommendationRequestInput,
  type RecommendedEvent,
  type TradeEvent,
} from '@stallplan/contracts';
import { QUOTE_RATES } from '@stallplan/pricing';
import { ConfigError, loadConfig } from '@stallplan/service-kit';
import { catalogConfigSchema } from '../src/config.js';
import { locatePlace } from '../src/matching/domain/match-score.js';
import { recommendEvents } from '../src/events/domain/recommend-events.js';
import { areRelatedIndustries, eventTypesOf } from '../src/events/domain/score-factors.js';
import { findTradeEvent } from '../src/events/domain/trade-events.js';
import { catalogForTests, startCatalog } from './vendor-test-kit.js';

const URL_PATH = '/api/recommendations/events';
const BOOTH_SQM = 18;
const CONSTRUCTION = BOOTH_SQM * QUOTE_RATES.typicalBuildPerSqm.otherVenue;
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
/** The planning windows, in months from now, as the product promises them. */
const WINDOWS = { 'within-3-months': [1, 3], '3-6-months': [3, 6], '6-12-months': [6, 12], 'over-12-months': [12, Infinity] } as const;
const YEARS_BETWEEN = { annual: 1, biennial: 2, triennial: 3 } as const;

const digits = (text: string | undefined) => Number((text ?? '').replace(/,/g, ''));

/** Whether the show runs in the year, counted straight from the catalogue entry. */
function runsIn(event: TradeEvent, year: number): boolean {
  const period = YEARS_BETWEEN[event.frequency ?? 'annual'];
  return period === 1 || event.heldInYear === undefined || (year - event.heldInYear) % period === 0;
}

interface Home {
  city?: string;
  state?: string;
}

/**
 * Whether one reason printed on a card holds for the show, the request and the card's own
 * figures. Each reason must match one of the sentences the product prints; anything else fails.
 */
function reasonHolds(reason: string, card: RecommendedEvent, event: TradeEvent, request: RecommendationRequest, home: Home, today: Date): boolean {
  let m: RegExpMatchArray | null;
  if ((m = reason.match(/^Lists (.+) as its main industry$/))) return m[1] === request.industry && event.industries[0] === request.industry;
  if ((m = reason.match(/^Lists (.+) among its industries$/))) return m[1] === request.industry && event.industries.includes(request.industry);
  if ((m = reason.match(/^Lists (.+), an industry related to (.+)$/))) {
    const listed = event.industries.find((industry) => industry === m?.[1]);
    return listed !== undefined && m[2] === request.industry && !event.industries.includes(request.industry) && areRelatedIndustries(listed, request.industry);
  }
  if ((m = reason.match(/^Held in (.+), your city$/))) return m[1] === event.city && home.city === event.city;
  if ((m = reason.match(/^Held in (.+), your state$/))) return m[1] === home.state && locatePlace(event.city).state === home.state?.toLowerCase();
  if ((m = reason.match(/^About ([\d,]+) km from (.+?)(: no travel or hotel counted)?$/))) {
    if (m[2] !== home.city) return false;
    const from = locatePlace(m[2] ?? '');
    const venue = locatePlace(event.city);
    const km = distanceKmBetween(
      { latitude: from.latitude ?? NaN, longitude: from.longitude ?? NaN },
      { latitude: venue.latitude ?? NaN, longitude: venue.longitude ?? NaN },
    );
    const local = m[3] !== undefined;
    return digits(m[1]) === km && km > 0 && local === km <= 60 && (!local || card.expectedTotalCost === card.averageBoothCost + CONSTRUCTION);
  }
  if ((m = reason.match(/^Expected cost ₹([\d,]+) (fits|is above) your ₹([\d,]+) budget$/))) {
    const cost = digits(m[1]);
    return cost === card.expectedTotalCost && digits(m[3]) === request.budget && (m[2] === 'fits') === cost <= (request.budget ?? -1);
  }
  if ((m = reason.match(/^Next edition expected in (\w+) (\d{4}), (\d+) months? away(?:: (.+))?$/))) {
    const month = MONTHS.indexOf(m[1] ?? '') + 1;
    const year = Number(m[2]);
    const away = Number(m[3]);
    const fromNow = (year - today.getUTCFullYear()) * 12 + (month - (today.getUTCMonth() + 1));
    const isEdition = (ahead: number) => {
      const when = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + ahead, 1));
      return event.months.includes(when.getUTCMonth() + 1) && runsIn(event, when.getUTCFullYear());
    };
    const noEarlierEdition = Array.from({ length: away - 1 }, (_, index) => index + 1).every((ahead) => !isEdition(ahead));
    const [from, to] = request.timeline ? WINDOWS[request.timeline] : [3, 12];
    const verdict = m[4];
    const verdictHolds = request.timeline
      ? verdict ===
        `${away < from ? 'sooner than' : away > to ? 'later than' : 'fits'} your timeline (${request.timeline === 'within-3-months' ? 'within 3 months' : request.timeline === 'over-12-months' ? 'more than a year ahead' : `in ${request.timeline.replace('-months', ' months')}`})`
      : (verdict === 'little time to book and build a stall') === away < from && (verdict === undefined || away < from);
    return (
      month > 0 &&
      away === fromNow &&
      away >= 1 &&
      isEdition(away) &&
      noEarlierEdition &&
      card.dates === `${m[1]} ${year}` &&
      card.nextEdition?.year === year &&
      card.nextEdition.month === month &&
      verdictHolds
    );
  }
  if ((m = reason.match(/^(Beginner|Intermediate|Advanced)-level show(, suited to|: demanding for) an? (first-time|occasional|experienced) exhibitor$/))) {
    return m[1]?.toLowerCase() === event.difficulty && m[3] === request.experience;
  }
  if ((m = reason.match(/^(.+), one of the event types you chose$/))) {
    const type = eventTypeOptions.options.find((option) => option.label === m?.[1])?.value;
    return (
      type !== undefined && request.eventTypes.includes(type) && eventTypesOf(event).includes(type) && (type !== 'consumer' || event.openToPublic === true)
    );
  }
  if ((m = reason.match(/^([^:]+): (.+)$/)) && exhibitionGoalOptions.values.some((goal) => goal === m?.[1])) {
    const claim = m[2] ?? '';
    if (!request.goals.some((goal) => goal === m?.[1])) return false;
    let c: RegExpMatchArray | null;
    if ((c = claim.match(/^about ([\d,]+) visitors for each exhibitor$/))) return digits(c[1]) === Math.round(event.typicalVisitors / event.typicalExhibitors);
    if ((c = claim.match(/^about ([\d,]+) (visitors|exhibitors) at an? (beginner|intermediate|advanced)-level show$/))) {
      return digits(c[1]) === (c[2] === 'visitors' ? event.typicalVisitors : event.typicalExhibitors) && c[3] === event.difficulty;
    }
    if ((c = claim.match(/^about ([\d,]+) exhibitors at a typical edition$/))) return digits(c[1]) === event.typicalExhibitors;
    if ((c = claim.match(/^about ([\d,]+) visitors at a typical edition(, with public days)?$/))) {
      return digits(c[1]) === event.typicalVisitors && (c[2] === undefined || event.openToPublic === true);
    }
  }
  return false;
}

/** Requests that between them bring out every kind of reason, with the home each one names. */
const REQUESTS: Array<{ input: RecommendationRequestInput; home: Home }> = [
  {
    input: {
      industry: 'Technology',
      location: 'Bengaluru, Karnataka',
      budget: '2,00,000',
      teamSize: '3',
      goals: ['Lead Generation', 'Networking'],
      companySize: 'startup',
      experience: 'first-time',
      timeline: '3-6-months',
      eventTypes: ['tech'],
    },
    home: { city: 'Bangalore' },
  },
  {
    input: {
      industry: 'Agriculture',
      location: 'Tamil Nadu',
      goals: ['Brand Awareness', 'Customer Acquisition'],
      eventTypes: ['consumer'],
      timeline: 'within-3-months',
    },
    home: { state: 'Tamil Nadu' },
  },
  {
    input: {
      industry: 'Oil & Gas',
      location: 'Mumbai',
      budget: 1_500_000,
      eventTypes: ['industrial'],
      experience: 'experienced',
      goals: ['Market Research', 'Product Launch', 'Industry Recognition'],
    },
    home: { city: 'Mumbai' },
  },
  {
    input: {
      industry: 'Energy',
      location: 'New Delhi',
      budget: '8,00,000',
      timeline: '6-12-months',
      experience: 'occasional',
      goals: ['Partnership Development'],
    },
    home: { city: 'New Delhi' },
  },
  { input: { industry: 'Retail', location: 'Atlantis', timeline: 'over-12-months', goals: ['Customer Acquisition'] }, home: {} },
  { input: { industry: 'Healthcare', eventTypes: ['medical', 'international'], companySize: 'enterprise' }, home: {} },
  {
    input: { industry: 'Food & Beverages', location: 'Kochi', budget: 500_000, experience: 'first-time', goals: ['Lead Generation', 'Brand Awareness'] },
    home: { city: 'Kochi' },
  },
];

describe('POST /api/recommendations/events', () => {
  const catalog = catalogForTests();

  const recommend = async (payload: unknown) => {
    const res = await catalog.app.inject({ method: 'POST', url: URL_PATH, payload: payload as Record<string, unknown> });
    return { res, body: res.statusCode === 200 ? recommendationResponseSchema.parse(res.json()) : undefined };
  };

  it('puts technology shows first for a technology company in Bangalore', async () => {
    const { res, body } = await recommend({ industry: 'Technology', location: 'Bangalore' });
    expect(res.statusCode).toBe(200);
    const top = body?.recommendations[0];
    expect(top && findTradeEvent(top.id)?.industries).toContain('Technology');
    expect(top?.location).toMatch(/^Bangalore, /);
    expect(body?.totalCount).toBe(body?.recommendations.length);
    expect(body?.recommendations.length).toBeLessThanOrEqual(MAX_RECOMMENDATIONS);
    expect(body?.reasoning).toContain(`${top?.name} ranks first`);
  });

  it('sorts by relevance, ties by id', async () => {
    const { body } = await recommend({ industry: 'Manufacturing', goals: ['Networking'] });
    const cards = body?.recommendations ?? [];
    expect(cards.length).toBeGreaterThan(5);
    cards.slice(1).forEach((card, index) => {
      const before = cards[index];
      expect(before && (before.relevanceScore > card.relevanceScore || (before.relevanceScore === card.relevanceScore && before.id < card.id))).toBe(true);
    });
  });

  it('never ranks a show far above a ₹2 lakh budget on top', async () => {
    const budget = 200_000;
    const { body } = await recommend({ industry: 'Technology', location: 'Bangalore', budget: String(budget) });
    expect(body?.recommendations[0]?.expectedTotalCost).toBeLessThanOrEqual(1.5 * budget);
    for (const input of [
      { industry: 'Manufacturing', location: 'Chennai' },
      { industry: 'Agriculture', location: 'Pune' },
      { industry: 'Tourism', location: 'Kochi' },
      { industry: 'Retail', location: 'Jaipur' },
    ]) {
      const cards = (await recommend({ ...input, budget })).body?.recommendations ?? [];
      const affordable = cards.some((card) => (card.expectedTotalCost ?? Infinity) <= 1.5 * budget);
      if (affordable) expect(cards[0]?.expectedTotalCost, input.industry).toBeLessThanOrEqual(1.5 * budget);
    }
  });

  it('asks for the industry with 400 and details', async () => {
    for (const payload of [{}, { industry: '' }, { industry: '   ', location: 'Mumbai' }]) {
      const res = await catalog.app.inject({ method: 'POST', url: URL_PATH, payload });
      expect(res.statusCode).toBe(400);
      const body = errorResponseSchema.parse(res.json());
      expect(body.error).toContain('Please choose your industry.');
      expect(body.details).toContainEqual({ path: 'industry', message: expect.stringContaining('Please choose your industry.') });
    }
    const res = await catalog.app.inject({ method: 'POST', url: URL_PATH, payload: { industry: 'Retail', budget: 'lots', teamSize: 0 } });
    expect(res.statusCode).toBe(400);
    expect(errorResponseSchema.parse(res.json()).details?.map((detail) => detail.path)).toEqual(['budget', 'teamSize']);
  });

  it('gives the same answer to the same request', async () => {
    const [first, second] = await Promise.all([recommend(REQUESTS[0]?.input), recommend(REQUESTS[0]?.input)]);
    expect(first.res.statusCode).toBe(200);
    expect(second.body).toEqual(first.body);
  });

  it('prints only reasons that are true of the show', async () => {
    let checked = 0;
    for (const { input, home } of REQUESTS) {
      const request = recommendationRequestSchema.parse(input);
      const { res, body } = await recommend(input);
      const today = new Date();
      expect(res.statusCode, JSON.stringify(input)).toBe(200);
      expect(body?.recommendations.length).toBeGreaterThan(0);
      for (const card of body?.recommendations ?? []) {
        const event = findTradeEvent(card.id);
        expect(event, card.id).toBeDefined();
        if (!event) continue;
        expect(card).toMatchObject({
          name: event.name,
          description: event.description,
          expectedVisitors: event.typicalVisitors,
          averageBoothCost: event.typicalBoothCostPerSqm * BOOTH_SQM,
          difficulty: event.difficulty,
        });
        expect(card.location.split(',')[0]).toBe(event.city);
        expect(card.website).toBe(event.website);
        expect(card.benefits[0]).toBe(
          `About ${event.typicalVisitors.toLocaleString('en-IN')} visitors and ${event.typicalExhibitors.toLocaleString('en-IN')} exhibitors at a typical edition`,
        );
        expect(card.reasons.length).toBeGreaterThan(0);
        for (const reason of card.reasons) {
          expect(reasonHolds(reason, card, event, request, home, today), `${card.id}: “${reason}” for ${JSON.stringify(input)}`).toBe(true);
          checked += 1;
        }
      }
    }
    expect(checked).toBeGreaterThan(100);
  });
});

describe('the reasoning rewrite', () => {
  let server: Server;
  let endpoint: string;
  let mode: 'ok' | 'error' | 'slow' | 'off-topic' = 'ok';
  let seen: { headers: IncomingHttpHeaders; body: { model: string; messages: Array<{ role: string; content: string }> } } | undefined;

  beforeAll(async () => {
    // A stand-in for an OpenAI-compatible chat completions endpoint.
    server = createServer((req, res) => {
      let raw = '';
      req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      req.on('end', () => {
        seen = { headers: req.headers, body: JSON.parse(raw) };
        const user = JSON.parse(seen.body.messages.at(-1)?.content ?? '{}') as { shows: Array<{ name: string }> };
        const answer = (content: string) => {
          res.writeHead(200, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ choices: [{ message: { role: 'assistant', content } }] }));
        };
        if (mode === 'error') {
          res.writeHead(500).end('{"error":"overloaded"}');
        } else if (mode === 'slow') {
          setTimeout(() => answer(`${user.shows[0]?.name} suits you.`), 1500).unref();
        } else {
          answer(mode === 'ok' ? `  In short, ${user.shows[0]?.name} suits you best.  ` : 'Any show will do.');
        }
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/chat/completions`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const input = { industry: 'Technology', location: 'Bangalore' } as const;
  const ownText = () => recommendEvents(recommendationRequestSchema.parse(input), new Date()).reasoning;

  it('rewrites the reasoning only, through the configured model', async () => {
    const catalog = await startCatalog({
      RECOMMENDATIONS_LLM_URL: endpoint,
      RECOMMENDATIONS_LLM_KEY: 'test-key',
      RECOMMENDATIONS_LLM_MODEL: 'test-model',
      RECOMMENDATIONS_LLM_TIMEOUT_MS: '500',
    });
    try {
      const send = async () => recommendationResponseSchema.parse((await catalog.app.inject({ method: 'POST', url: URL_PATH, payload: input })).json());
      mode = 'ok';
      const rewritten = await send();
      expect(rewritten.reasoning).toBe(`In short, ${rewritten.recommendations[0]?.name} suits you best.`);
      expect(seen?.headers.authorization).toBe('Bearer test-key');
      expect(seen?.body.model).toBe('test-model');
      expect(seen?.body.messages.at(-1)?.content).toContain(ownText());
      const { reasoning: _rewritten, ...cards } = rewritten;

      for (const failure of ['error', 'slow', 'off-topic'] as const) {
        mode = failure;
        const kept = await send();
        expect(kept.reasoning, failure).toBe(ownText());
        const { reasoning: _kept, ...sameCards } = kept;
        expect(sameCards, failure).toEqual(cards);
      }
    } finally {
      await catalog.close();
    }
  });

  it('is off unless configured, and needs a model when it is', () => {
    const required = {
      MONGO_URL: 'mongodb://127.0.0.1:27017/',
      REDIS_URL: 'redis://127.0.0.1:6379',
      ADMIN_TOKEN_SECRET: 'a-secret-that-is-long-enough-0123456789',
      SERVICE_TOKEN_SECRET: 'a-service-secret-that-is-long-enough-0123',
      BLOB_DIR: '/var/lib/stallplan/blobs',
    };
    const config = loadConfig('catalog', catalogConfigSchema, required);
    expect(config.RECOMMENDATIONS_LLM_URL).toBeUndefined();
    expect(config.RECOMMENDATIONS_LLM_TIMEOUT_MS).toBe(3000);
    expect(() => loadConfig('catalog', catalogConfigSchema, { ...required, RECOMMENDATIONS_LLM_URL: endpoint })).toThrow(ConfigError);
    expect(() => loadConfig('catalog', catalogConfigSchema, { ...required, RECOMMENDATIONS_LLM_URL: endpoint })).toThrow(/RECOMMENDATIONS_LLM_MODEL/);
    expect(() => loadConfig('catalog', catalogConfigSchema, { ...required, RECOMMENDATIONS_LLM_URL: 'ftp://example.com' })).toThrow(/RECOMMENDATIONS_LLM_URL/);
  });
});
