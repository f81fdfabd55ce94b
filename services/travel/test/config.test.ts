import { ConfigError, loadConfig } from '@stallplan/service-kit';
import { describe, expect, it } from 'vitest';
import { travelConfigSchema } from '../src/config.js';
import { buildTravel } from './helper.js';

const REDIS_URL = 'redis://127.0.0.1:6379';

describe('travel config', () => {
  it('defaults to the built-in providers, a ten-minute cache and a five-second time-out', () => {
    expect(loadConfig('travel', travelConfigSchema, { REDIS_URL })).toMatchObject({
      PORT: 5103,
      SEARCH_CACHE_TTL_SECONDS: 600,
      PROVIDER_TIMEOUT_MS: 5_000,
      CACHE_KEY_PREFIX: 'travel:',
      FLIGHT_PROVIDER: 'builtin',
      HOTEL_PROVIDER: 'builtin',
      LOGISTICS_PROVIDER: 'builtin',
      GEOCODER: 'builtin',
    });
  });

  it('refuses to start with a real supplier but no credentials, naming the variables', () => {
    expect(() => loadConfig('travel', travelConfigSchema, { REDIS_URL, FLIGHT_PROVIDER: 'amadeus', AMADEUS_API_KEY: '' })).toThrow(ConfigError);
    expect(() => loadConfig('travel', travelConfigSchema, { REDIS_URL, FLIGHT_PROVIDER: 'amadeus' })).toThrow(
      /AMADEUS_API_KEY: is required when FLIGHT_PROVIDER is amadeus[\s\S]*AMADEUS_API_SECRET: is required when FLIGHT_PROVIDER is amadeus/,
    );
    expect(() => loadConfig('travel', travelConfigSchema, { REDIS_URL, GEOCODER: 'google' })).toThrow(/GOOGLE_MAPS_API_KEY/);
  });

  it('refuses an unknown supplier and a bad time-out', () => {
    expect(() => loadConfig('travel', travelConfigSchema, { REDIS_URL, HOTEL_PROVIDER: 'someone' })).toThrow(/HOTEL_PROVIDER/);
    expect(() => loadConfig('travel', travelConfigSchema, { REDIS_URL, PROVIDER_TIMEOUT_MS: 'soon' })).toThrow(/PROVIDER_TIMEOUT_MS/);
  });

  it('keeps the slot of a real supplier without calling out: its searches answer 503', async () => {
    const app = await buildTravel({ FLIGHT_PROVIDER: 'amadeus', AMADEUS_API_KEY: 'key', AMADEUS_API_SECRET: 'secret' });
    try {
      const res = await app.inject({ method: 'POST', url: '/api/flights/search', payload: {} });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ success: false, error: 'The flight search is unavailable right now. Please try again in a moment.' });
      // The other slots keep their built-in providers.
      expect((await app.inject({ method: 'POST', url: '/api/hotels/search', payload: { city: 'Pune' } })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
