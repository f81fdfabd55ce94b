import { describe, expect, it } from 'vitest';
import { findCityByName, recommendationIndustryOptions, tradeEventSchema } from '@stallplan/contracts';
import { locatePlace } from '../../matching/domain/match-score.js';
import { findTradeEvent, TRADE_EVENTS, typicalBuiltUpTariff } from './trade-events.js';

/** Venue towns the contracts geography does not list; locatePlace knows them as satellite towns. */
const SATELLITE_TOWNS = ['Greater Noida', 'Gandhinagar'];

describe('the trade events catalogue', () => {
  it('holds at least 40 shows with unique ids', () => {
    expect(TRADE_EVENTS.length).toBeGreaterThanOrEqual(40);
    const ids = TRADE_EVENTS.map((event) => event.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(findTradeEvent('imtex')?.name).toBe('IMTEX');
    expect(findTradeEvent('nothing-of-the-sort')).toBeUndefined();
  });

  it('covers every recommendation industry', () => {
    const covered = new Set(TRADE_EVENTS.flatMap((event) => event.industries));
    expect(recommendationIndustryOptions.values.filter((industry) => !covered.has(industry))).toEqual([]);
  });

  it('parses every show with the contract, unchanged', () => {
    for (const event of TRADE_EVENTS) expect(tradeEventSchema.parse(event), event.id).toEqual(event);
  });

  it('spells every city as the geography does, or as a known satellite town', () => {
    for (const { id, city } of TRADE_EVENTS) {
      if (SATELLITE_TOWNS.includes(city)) {
        expect(findCityByName(city), id).toBeUndefined();
      } else {
        expect(findCityByName(city)?.name, id).toBe(city);
      }
      const place = locatePlace(city);
      expect(place.latitude, id).toBeTypeOf('number');
      expect(place.state, id).toBeTypeOf('string');
    }
  });

  it('keeps figures plausible and editions countable', () => {
    for (const event of TRADE_EVENTS) {
      expect(event.typicalVisitors, event.id).toBeGreaterThan(event.typicalExhibitors);
      expect(event.typicalBoothCostPerSqm, event.id).toBeGreaterThanOrEqual(3000);
      expect(event.typicalBoothCostPerSqm, event.id).toBeLessThanOrEqual(50_000);
      // Built-up space costs more than raw, by 10–20% give or take the rounding to ₹500.
      expect(event.typicalBuiltUpCostPerSqm / event.typicalBoothCostPerSqm, event.id).toBeGreaterThan(1.1);
      expect(event.typicalBuiltUpCostPerSqm / event.typicalBoothCostPerSqm, event.id).toBeLessThan(1.25);
      expect(event.typicalBuiltUpCostPerSqm % 500, event.id).toBe(0);
      expect(new Set(event.months).size, event.id).toBe(event.months.length);
      expect(new Set(event.industries).size, event.id).toBe(event.industries.length);
      if (event.frequency === 'biennial' || event.frequency === 'triennial') expect(event.heldInYear, event.id).toBeTypeOf('number');
      if (event.website !== undefined) expect(event.website, event.id).toMatch(/^https:\/\/[a-z0-9.-]+\.[a-z]{2,}$/);
    }
  });

  it('puts built-up space 15% above raw, rounded up to ₹500', () => {
    // 14,000 × 1.15 = 16,100 → 16,500; 6,000 × 1.15 = 6,900 → 7,000; 10,000 × 1.15 = 11,500 exactly.
    expect(typicalBuiltUpTariff(14_000)).toBe(16_500);
    expect(typicalBuiltUpTariff(6_000)).toBe(7_000);
    expect(typicalBuiltUpTariff(10_000)).toBe(11_500);
  });
});
