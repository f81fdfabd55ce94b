import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTravel } from '../helper.js';
import { recordingProviders } from '../recording-providers.js';

describe('POST /api/geocode', () => {
  const recording = recordingProviders();
  let app: FastifyInstance;
  const geocode = (payload: object) => app.inject({ method: 'POST', url: '/api/geocode', payload });

  beforeAll(async () => {
    app = await buildTravel({}, { providers: recording.providers });
  });
  afterAll(async () => {
    await app.close();
  });

  it('places a city with its state, code and coordinates', async () => {
    const res = await geocode({ address: 'Mumbai' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: { address: 'Mumbai', city: 'Mumbai', state: 'Maharashtra', code: 'BOM', latitude: 19.08, longitude: 72.88 },
    });
  });

  it('reads other names, addresses and venues', async () => {
    expect((await geocode({ address: 'Bengaluru' })).json().data).toMatchObject({ city: 'Bangalore', code: 'BLR' });
    expect((await geocode({ address: 'Plot 4, MIDC Chinchwad, Pune 411019' })).json().data).toMatchObject({ city: 'Pune', state: 'Maharashtra' });
    expect((await geocode({ address: 'Bharat Mandapam, Pragati Maidan' })).json().data).toEqual({
      address: 'Bharat Mandapam, Pragati Maidan',
      city: 'New Delhi',
      state: 'Delhi',
      code: 'DEL',
      latitude: 28.618,
      longitude: 77.243,
    });
  });

  it('answers an unknown place with 404 and a sentence', async () => {
    const res = await geocode({ address: 'Atlantis' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      success: false,
      error: 'We could not find "Atlantis" among the Indian cities we know; try a city name such as Pune or Bangalore.',
    });
  });

  it('asks the geocoder once for spellings that differ only in case and spaces', async () => {
    const before = recording.calls.geocoder.length;
    await geocode({ address: 'Salt Lake,  Kolkata' });
    const again = await geocode({ address: 'salt lake, KOLKATA' });
    expect(again.json().data).toMatchObject({ address: 'salt lake, KOLKATA', city: 'Kolkata' });
    expect(recording.calls.geocoder.length - before).toBe(1);
  });

  it('refuses a missing address with 400', async () => {
    const res = await geocode({});
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/Address is required\.$/);
  });

  it('answers 503 with a sentence when the geocoder is down', async () => {
    const broken = await buildTravel({}, { providers: recordingProviders({ failing: ['geocoder'] }).providers });
    try {
      const res = await broken.inject({ method: 'POST', url: '/api/geocode', payload: { address: 'Pune' } });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ success: false, error: 'The place lookup is unavailable right now. Please try again in a moment.' });
    } finally {
      await broken.close();
    }
  });
});
