import { describe, expect, it } from 'vitest';
import { errorResponseSchema, eventListResponseSchema, type TradeEvent } from '@stallplan/contracts';
import { TRADE_EVENTS } from '../src/events/domain/trade-events.js';
import { catalogForTests } from './vendor-test-kit.js';

describe('GET /api/events', () => {
  const catalog = catalogForTests();

  const list = async (query = '') => {
    const res = await catalog.app.inject({ method: 'GET', url: `/api/events${query}` });
    return { res, events: res.statusCode === 200 ? (eventListResponseSchema.parse(res.json()).data as TradeEvent[]) : [] };
  };
  const ids = (events: readonly TradeEvent[]) => events.map((event) => event.id);

  it('lists the whole catalogue without filters', async () => {
    const { res, events } = await list();
    expect(res.statusCode).toBe(200);
    expect(res.json().success).toBe(true);
    expect(events).toEqual(TRADE_EVENTS);
  });

  it('filters by industry', async () => {
    const { events } = await list('?industry=Technology');
    expect(events.length).toBeGreaterThan(3);
    expect(ids(events)).toEqual(ids(TRADE_EVENTS.filter((event) => event.industries.includes('Technology'))));
  });

  it('filters by city, ignoring case and accepting its other names', async () => {
    const bangalore = ids(TRADE_EVENTS.filter((event) => event.city === 'Bangalore'));
    expect(bangalore).toContain('imtex');
    for (const city of ['Bangalore', 'bangalore', 'BENGALURU', '%20Bengaluru%20']) {
      expect(ids((await list(`?city=${city}`)).events), city).toEqual(bangalore);
    }
    expect(ids((await list('?city=greater%20noida')).events)).toEqual(ids(TRADE_EVENTS.filter((event) => event.city === 'Greater Noida')));
    const nowhere = await list('?city=Atlantis');
    expect(nowhere.res.statusCode).toBe(200);
    expect(nowhere.events).toEqual([]);
  });

  it('filters by month and combines filters', async () => {
    const { events: february } = await list('?month=2');
    expect(february.length).toBeGreaterThan(0);
    expect(february.every((event) => event.months.includes(2))).toBe(true);
    const { events } = await list('?industry=Energy&city=Greater%20Noida&month=2');
    expect(ids(events)).toEqual(['elecrama']);
  });

  it('reads blank filters as unset', async () => {
    const { events } = await list('?industry=&city=&month=');
    expect(events).toHaveLength(TRADE_EVENTS.length);
  });

  it('refuses bad filters with 400 and the field in the details', async () => {
    const cases: Array<[string, string, string]> = [
      ['?industry=Space%20Tourism', 'industry', 'Industry must be one of: Technology'],
      ['?month=13', 'month', 'Month must be at most 12.'],
      ['?month=March', 'month', 'Month must be a number.'],
      ['?month=3.5', 'month', 'Month must be a whole number.'],
    ];
    for (const [query, path, message] of cases) {
      const res = await catalog.app.inject({ method: 'GET', url: `/api/events${query}` });
      expect(res.statusCode, query).toBe(400);
      const body = errorResponseSchema.parse(res.json());
      expect(body.success).toBe(false);
      expect(body.error, query).toContain(message);
      expect(body.details, query).toContainEqual({ path, message: expect.stringContaining(message) });
    }
  });
});
