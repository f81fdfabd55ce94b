import { z } from 'zod';
import { tradeEventSchema, type TradeEvent } from '@stallplan/contracts';
import { readSeedFile } from '../../shared/read-seed-file.js';

/** An entry of seed/trade-events.json: the contracts' event without its built-up tariff, which is derived below. */
const catalogueEntrySchema = tradeEventSchema.omit({ typicalBuiltUpCostPerSqm: true }).strict();

/**
 * The events catalogue (seed/trade-events.json): recurring Indian trade shows, kept as data
 * because it is reference data that changes once a year at most. Visitors, exhibitors and the raw-space tariff per square metre
 * are rounded figures typical of recent editions, not promises: organisers publish each edition's
 * dates and tariffs, and those always win. A website is listed only where the official address is
 * well established. `openToPublic` marks only shows whose public days are well known. Cities are
 * spelt as the contracts geography spells them (Bangalore, Panaji); Greater Noida and Gandhinagar,
 * which it does not list, are satellite towns with coordinates in `locatePlace` (match-score.ts).
 * Where a show has several usual months, it runs in one of them (IHGF, in spring and autumn, in both).
 */
const CATALOGUE = readSeedFile('trade-events.json', z.array(catalogueEntrySchema));

/**
 * Shell-scheme (built-up) space: Indian organisers' tariffs typically put it 10–20% above raw
 * space for the walls, fascia, carpet and basic lights that come with it. Without an organiser's
 * own figure the catalogue uses +15%, rounded up to ₹500.
 */
export const BUILT_UP_PREMIUM = 0.15;

export function typicalBuiltUpTariff(rawPerSqm: number): number {
  return Math.ceil((rawPerSqm * (1 + BUILT_UP_PREMIUM)) / 500) * 500;
}

export const TRADE_EVENTS: readonly TradeEvent[] = Object.freeze(
  CATALOGUE.map((event) => ({ ...event, typicalBuiltUpCostPerSqm: typicalBuiltUpTariff(event.typicalBoothCostPerSqm) })),
);

/** An event by its id. */
export function findTradeEvent(id: string): TradeEvent | undefined {
  return TRADE_EVENTS.find((event) => event.id === id);
}
