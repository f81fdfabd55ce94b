import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTravel } from '../helper.js';

describe('POST /api/distance', () => {
  let app: FastifyInstance;
  const measure = async (payload: object) => app.inject({ method: 'POST', url: '/api/distance', payload });

  beforeAll(async () => {
    app = await buildTravel();
  });
  afterAll(async () => {
    await app.close();
  });

  it('is the road distance (great-circle × 1.25) with the estimated flight minutes', async () => {
    const res = await measure({ origins: 'Mumbai', destinations: 'New Delhi' });
    expect(res.statusCode).toBe(200);
    // 1,148 km great-circle; 1,434 km by road; 1,434 / 600 h = 143 minutes.
    expect(res.json()).toEqual({ success: true, data: { distanceKm: 1_434, durationMinutes: 143, method: 'geodesic' } });
  });

  it('measures from the first origin to the first destination of lists, addresses included', async () => {
    const res = await measure({ origins: ['Chennai Trade Centre, Chennai', 'Pune'], destinations: ['Bangalore', 'Mumbai'] });
    expect(res.json().data.method).toBe('geodesic');
    expect(res.json().data.distanceKm).toBeGreaterThan(330);
    expect(res.json().data.distanceKm).toBeLessThan(380);
  });

  it('falls back to the fixed figures when a place is unknown or both are the same city', async () => {
    expect((await measure({ origins: 'Mumbai', destinations: 'Atlantis' })).json().data).toEqual({
      distanceKm: 1_000,
      durationMinutes: 100,
      method: 'fallback',
    });
    expect((await measure({ origins: 'Pune', destinations: 'pune' })).json().data).toEqual({ distanceKm: 50, durationMinutes: 5, method: 'fallback' });
  });

  it('refuses missing places with 400', async () => {
    const res = await measure({ destinations: 'Pune' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/Origins are required\.$/);
  });
});
