import type { LogisticsOption } from '@stallplan/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTravel } from '../helper.js';
import { recordingProviders } from '../recording-providers.js';

const PROVIDERS = ['Blue Dart', 'Delhivery', 'DTDC', 'Gati', 'Safexpress', 'VRL Logistics'];

describe('POST /api/logistics/search', () => {
  const recording = recordingProviders();
  let app: FastifyInstance;
  const search = (payload: object) => app.inject({ method: 'POST', url: '/api/logistics/search', payload });
  const offersFor = async (payload: object) => (await search(payload)).json<{ success: true; logistics: LogisticsOption[]; total: number }>();

  beforeAll(async () => {
    app = await buildTravel({}, { providers: recording.providers });
  });
  afterAll(async () => {
    await app.close();
  });

  it('answers every carrier, by road and by air, cheapest first', async () => {
    const res = await search({
      origin: 'Delhi',
      destination: 'Chennai',
      cargoType: 'exhibition_materials',
      weight: 180,
      dimensions: { length: 36, width: 36, height: 18 },
    });
    expect(res.statusCode).toBe(200);
    const { logistics, total } = res.json<{ logistics: LogisticsOption[]; total: number }>();
    expect(total).toBe(logistics.length);
    expect([...new Set(logistics.map((offer) => offer.provider))].sort()).toEqual([...PROVIDERS].sort());
    const prices = logistics.map((offer) => offer.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    for (const offer of logistics) {
      expect(offer.estimatedDelivery).toMatch(/^\d+-\d+ days$/);
      expect(typeof offer.tracking).toBe('boolean');
      expect(typeof offer.pickupAvailable).toBe('boolean');
      expect(typeof offer.insurance).toBe('boolean');
      expect(offer.specialServices.length).toBeGreaterThan(0);
      expect(Number.isInteger(offer.price) && offer.price > 0).toBe(true);
    }
    // Air is dearer and faster than road.
    const air = logistics.find((offer) => offer.service === 'Domestic Priority (air)');
    const road = logistics.find((offer) => offer.service === 'Dart Surfaceline');
    expect(air && road && air.price > road.price).toBe(true);
    expect(Number.parseInt(air?.estimatedDelivery ?? '', 10)).toBeLessThan(Number.parseInt(road?.estimatedDelivery ?? '', 10));
  });

  it('prices by chargeable weight: light but bulky cargo costs as much as its volume', async () => {
    const compact = await offersFor({ origin: 'Mumbai', destination: 'Pune', weight: 40, dimensions: { length: 40, width: 40, height: 40 } });
    const bulky = await offersFor({ origin: 'Mumbai', destination: 'Pune', weight: 40, dimensions: { length: 120, width: 100, height: 100 } });
    const heavy = await offersFor({ origin: 'Mumbai', destination: 'Pune', weight: 240, dimensions: { length: 40, width: 40, height: 40 } });
    const priceOf = (offers: LogisticsOption[], service: string) => offers.find((offer) => offer.service === service)?.price ?? 0;
    expect(priceOf(bulky.logistics, 'Express Air')).toBeGreaterThan(priceOf(compact.logistics, 'Express Air') * 2);
    // 120 × 100 × 100 cm is 240 kg by air: as dear as 240 kg of compact cargo, give or take the query's spread.
    expect(priceOf(bulky.logistics, 'Express Air') / priceOf(heavy.logistics, 'Express Air')).toBeCloseTo(1, 1);
  });

  it('costs more over a longer road', async () => {
    const near = await offersFor({ origin: 'Mumbai', destination: 'Pune', weight: 100, dimensions: { length: 50, width: 50, height: 50 } });
    const far = await offersFor({ origin: 'Mumbai', destination: 'Kolkata', weight: 100, dimensions: { length: 50, width: 50, height: 50 } });
    expect(far.logistics[0]!.price).toBeGreaterThan(near.logistics[0]!.price);
  });

  it('applies the request defaults: from Delhi, exhibition material, the load of a 5 sq m stall', async () => {
    const before = recording.calls.logistics.length;
    const res = await search({ destination: 'Chennai' });
    expect(res.statusCode).toBe(200);
    expect(recording.calls.logistics.slice(before)).toEqual([
      { origin: 'DEL', destination: 'MAA', cargoType: 'exhibition_materials', weightKg: 50, dimensionsCm: { length: 10, width: 10, height: 5 } },
    ]);
  });

  it('leaves out the services whose price for the largest load passes what an offer holds, instead of failing', async () => {
    const res = await search({ origin: 'Pune', destination: 'Bangalore', weight: 123_450, dimensions: { length: 24_690, width: 24_690, height: 12_345 } });
    expect(res.statusCode).toBe(200);
    const { logistics, total } = res.json<{ logistics: LogisticsOption[]; total: number }>();
    expect(total).toBe(logistics.length);
    for (const offer of logistics) expect(offer.price).toBeLessThanOrEqual(1_000_000_000);
  });

  describe('refuses bad input with 400 and a sentence, before asking the provider', () => {
    const refused = async (payload: object) => {
      const before = recording.calls.logistics.length;
      const res = await search(payload);
      expect(res.statusCode).toBe(400);
      expect(recording.calls.logistics.length).toBe(before);
      return res.json<{ success: false; error: string }>().error;
    };

    it('an unknown city', async () => {
      expect(await refused({ origin: 'Pune', destination: 'Narnia' })).toBe(
        'Destination "Narnia" is not a city we know; choose an Indian city such as Mumbai, New Delhi or Bangalore.',
      );
    });

    it('a weight not above 0', async () => {
      expect(await refused({ destination: 'Pune', weight: 0 })).toMatch(/Weight must be above 0\.$/);
      expect(await refused({ destination: 'Pune', weight: -12 })).toMatch(/Weight must be above 0\.$/);
    });

    it('dimensions that are not positive', async () => {
      expect(await refused({ destination: 'Pune', dimensions: { length: 0, width: 10, height: 10 } })).toMatch(/Length must be above 0\.$/);
      expect(await refused({ destination: 'Pune', dimensions: { length: 10, width: -3, height: 10 } })).toMatch(/Width must be above 0\.$/);
      expect(await refused({ destination: 'Pune', dimensions: { length: 10, width: 10 } })).toMatch(/Height is required\.$/);
    });

    it('no destination and another cargo', async () => {
      expect(await refused({ origin: 'Pune' })).toMatch(/Destination is required\.$/);
      expect(await refused({ destination: 'Pune', cargoType: 'livestock' })).toMatch(/Cargo type must be exhibition_materials\.$/);
    });
  });
});
