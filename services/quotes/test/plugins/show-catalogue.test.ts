import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createServiceTokenIssuer, verifyServiceToken } from '@stallplan/service-kit';
import { createShowCatalogue, STALE_RETRY_MS, ShowLookupUnavailableError } from '../../src/plugins/app/show-catalogue.js';
import { startCatalogStandIn, unreachableCatalogUrl, type CatalogStandIn } from '../catalog-stand-in.js';

const TTL_MS = 300_000;
const silentLog = { warn: () => undefined };
const SERVICE_SECRET = 'test-service-secret-long-enough-0123456789';
const serviceTokens = createServiceTokenIssuer({ secret: SERVICE_SECRET, issuer: 'quotes' });

const IMTEX_SHOW = {
  name: 'IMTEX',
  venue: 'Bangalore International Exhibition Centre (BIEC)',
  city: 'Bangalore',
  tariff: { eventName: 'IMTEX', rawPerSqm: 14_000, builtUpPerSqm: 16_500 },
};

describe('show catalogue', () => {
  let catalog: CatalogStandIn;
  let clock = 0;
  const now = () => clock;

  beforeAll(async () => {
    catalog = await startCatalogStandIn();
  });
  afterAll(async () => {
    await catalog.close();
  });
  beforeEach(() => {
    clock = 1_000_000;
    catalog.answer = 'events';
  });

  const lookup = (catalogUrl = catalog.url) => createShowCatalogue({ catalogUrl, serviceTokens, timeoutMs: 2000, ttlMs: TTL_MS, log: silentLog, now });

  it('finds the show a plan names, as pricing matches names, with its venue and rates', async () => {
    const shows = lookup();
    expect(await shows.showNamed('IMTEX 2027')).toEqual(IMTEX_SHOW);
    expect(await shows.showNamed('i.m.t.e.x.')).toEqual(IMTEX_SHOW);
    expect(await shows.showNamed('IMTEX FORMING')).toBeNull();
    expect(await shows.showNamed('Some Local Fair')).toBeNull();
  });

  it('calls catalog with a service token from quotes, addressed to catalog', async () => {
    expect(await lookup().showNamed('IMTEX')).toEqual(IMTEX_SHOW);
    const token = catalog.serviceTokens.at(-1);
    expect(token).toBeDefined();
    expect(await verifyServiceToken(token ?? '', SERVICE_SECRET, 'catalog')).toMatchObject({ iss: 'quotes', aud: 'catalog' });
  });

  it('asks catalog once for requests side by side and keeps the list for its lifetime', async () => {
    const shows = lookup();
    const before = catalog.requests;
    await Promise.all([shows.showNamed('IMTEX'), shows.showNamed('IMTEX 2027'), shows.showNamed('Other Expo')]);
    expect(catalog.requests - before).toBe(1);
    clock += TTL_MS - 1;
    await shows.showNamed('IMTEX');
    expect(catalog.requests - before).toBe(1);
    clock += 1;
    await shows.showNamed('IMTEX');
    expect(catalog.requests - before).toBe(2);
  });

  it('never asks catalog for a plan that names no show', async () => {
    const shows = lookup(await unreachableCatalogUrl());
    expect(await shows.showNamed('')).toBeNull();
    expect(await shows.showNamed('   ')).toBeNull();
    expect(await shows.showNamed(undefined)).toBeNull();
    expect(await shows.showNamed('2027')).toBeNull();
  });

  it('fails with nothing held when catalog cannot be reached or cannot serve', async () => {
    await expect(lookup(await unreachableCatalogUrl()).showNamed('IMTEX')).rejects.toBeInstanceOf(ShowLookupUnavailableError);
    catalog.answer = 'unavailable';
    await expect(lookup().showNamed('IMTEX')).rejects.toBeInstanceOf(ShowLookupUnavailableError);
  });

  it('keeps using the list it holds when a refresh fails, and asks again a little later', async () => {
    const shows = lookup();
    await shows.showNamed('IMTEX');
    const before = catalog.requests;
    catalog.answer = 'unavailable';
    clock += TTL_MS;
    expect(await shows.showNamed('IMTEX 2027')).toEqual(IMTEX_SHOW);
    expect(catalog.requests - before).toBe(1);
    // No second try while the failure is fresh…
    await shows.showNamed('IMTEX');
    expect(catalog.requests - before).toBe(1);
    // …then catalog is asked again, and its answer is used.
    catalog.answer = 'events';
    clock += STALE_RETRY_MS;
    await shows.showNamed('IMTEX');
    expect(catalog.requests - before).toBe(2);
  });
});
