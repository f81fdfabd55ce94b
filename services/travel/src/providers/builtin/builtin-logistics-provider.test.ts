import { describe, expect, it } from 'vitest';
import type { LogisticsQuery } from '../../domain/travel-queries.js';
import { BuiltinLogisticsProvider } from './builtin-logistics-provider.js';

const provider = new BuiltinLogisticsProvider();
const query = (overrides: Partial<LogisticsQuery> = {}): LogisticsQuery => ({
  origin: 'DEL',
  destination: 'MAA',
  cargoType: 'exhibition_materials',
  weightKg: 180,
  dimensionsCm: { length: 36, width: 36, height: 18 },
  ...overrides,
});

describe('BuiltinLogisticsProvider', () => {
  it('answers the same query the same way, cheapest first', async () => {
    const offers = await provider.searchLogistics(query());
    expect(await provider.searchLogistics(query())).toEqual(offers);
    expect(offers.map((offer) => offer.price)).toEqual([...offers.map((offer) => offer.price)].sort((a, b) => a - b));
  });

  it('adds a day to air freight for a city without an airport', async () => {
    const toChennai = await provider.searchLogistics(query({ origin: 'DEL', destination: 'JAI' }));
    const toNoida = await provider.searchLogistics(query({ origin: 'JAI', destination: 'NOI' }));
    const air = (offers: typeof toChennai) => offers.find((offer) => offer.service === 'Express Air')?.estimatedDelivery;
    expect(air(toChennai)).toBe('1-2 days');
    expect(air(toNoida)).toBe('2-3 days');
  });

  it('ships within a city at the same-city distance', async () => {
    const local = await provider.searchLogistics(query({ origin: 'BOM', destination: 'BOM' }));
    const byAir = new Set(['Domestic Priority (air)', 'Express Air', 'Prime (air)']);
    for (const offer of local) expect(offer.estimatedDelivery, offer.service).toBe(byAir.has(offer.service) ? '1-2 days' : '2-3 days');
    const across = await provider.searchLogistics(query({ origin: 'BOM', destination: 'PNQ' }));
    const cheapest = (offers: typeof local) => Math.min(...offers.map((offer) => offer.price));
    expect(cheapest(across)).toBeGreaterThan(cheapest(local));
  });
});
