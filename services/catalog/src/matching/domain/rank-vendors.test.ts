import { describe, expect, it } from 'vitest';
import { vendorRecommendationSchema } from '@stallplan/contracts';
import { locatePlace, matchScore, serviceAreaOf } from './match-score.js';
import { keptRanking, RANKINGS_KEPT } from './kept-rankings.js';
import { rankVendors, type MatchCandidate } from './rank-vendors.js';

let nextId = 0;

function candidate(name: string, city: string, overrides: Partial<MatchCandidate> = {}, serviceCities: string[] = []): MatchCandidate {
  const home = locatePlace(city);
  nextId += 1;
  return {
    id: `vendor-${nextId}`,
    name,
    category: 'booth',
    location: `${city}, somewhere`,
    specialties: ['Custom booths'],
    pricing: { sqft: 1000 },
    email: `${name.toLowerCase().replaceAll(' ', '-')}@example.com`,
    phone: '+91 98200 01234',
    certifications: [],
    recentWork: [],
    home,
    serviceArea: serviceAreaOf(home, serviceCities),
    boothSizeSqm: { min: 9, max: 72 },
    rating: 4.5,
    completedProjects: 100,
    demo: false,
    ...overrides,
  };
}

describe('rankVendors', () => {
  const candidates = [
    candidate('Delhi Builders', 'New Delhi'),
    candidate('Pune Builders', 'Pune', {}, ['Mumbai']),
    candidate('Mumbai Builders', 'Mumbai'),
    candidate('Mumbai Caterers', 'Mumbai', { category: 'catering', pricing: { project: 40_000 } }),
  ];

  it('carries the demo mark to the card, so step 3 can say the listing is not real', () => {
    const ranked = rankVendors([candidate('Demo Stalls', 'Mumbai', { demo: true }), candidate('Real Stalls', 'Mumbai')], {
      destinationCity: 'Mumbai',
      boothSize: 18,
    });
    expect(Object.fromEntries(ranked.map((card) => [card.name, card.demo]))).toEqual({ 'Demo Stalls': true, 'Real Stalls': false });
  });

  it('puts the best match first and answers in the contract shape', () => {
    const ranked = rankVendors(candidates, { destinationCity: 'Mumbai', boothSize: 18 });
    expect(ranked.map((vendor) => vendor.name).slice(0, 3)).toContain('Mumbai Builders');
    expect(ranked.at(-1)?.name).toBe('Delhi Builders');
    const scores = ranked.map((vendor) => vendor.matchScore);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    for (const vendor of ranked) expect(vendorRecommendationSchema.parse(vendor)).toEqual(vendor);
  });

  it('keeps only the asked category', () => {
    const ranked = rankVendors(candidates, { destinationCity: 'Mumbai', boothSize: 18, category: 'catering' });
    expect(ranked.map((vendor) => vendor.name)).toEqual(['Mumbai Caterers']);
    expect(ranked[0]?.estimatedCost).toBe(40_000);
    expect(ranked[0]?.avgCost).toBe(40_000);
  });

  it('fills the card: estimated cost for the booth, contact and the reasons', () => {
    const [best] = rankVendors([candidate('Mumbai Builders', 'Mumbai', { rating: 4.8, completedProjects: 300 })], { destinationCity: 'Bombay', boothSize: 18 });
    expect(best).toMatchObject({
      name: 'Mumbai Builders',
      rating: 4.8,
      estimatedCost: 193_750,
      contact: { phone: '+91 98200 01234', email: 'mumbai-builders@example.com' },
      email: 'mumbai-builders@example.com',
    });
    expect(best?.advantages).toEqual([
      'Based in Mumbai',
      'Usually works on 9 sq m to 72 sq m booths, so 18 sq m fits',
      'Rated 4.8 out of 5',
      '300 projects completed',
      'Estimated ₹1,93,750 for this booth',
    ]);
  });

  it('breaks a tie in score by rating, then by name, so the order never flickers', () => {
    const a = candidate('Beta Booths', 'Mumbai', { rating: 4.5 });
    const b = candidate('Alpha Booths', 'Mumbai', { rating: 4.5 });
    const c = candidate('Gamma Booths', 'Mumbai', { rating: 4.6, completedProjects: 86 });
    const ranked = rankVendors([a, b, c], { destinationCity: 'Mumbai', boothSize: 18 });
    expect(new Set(ranked.map((vendor) => vendor.matchScore)).size).toBe(1);
    expect(ranked.map((vendor) => vendor.name)).toEqual(['Gamma Booths', 'Alpha Booths', 'Beta Booths']);
  });

  it('measures two unknown towns of one name by their own states', () => {
    const home = (state: string) => locatePlace('Aurangabad', state);
    const inMaharashtra = candidate('Deccan Aurangabad Stalls', 'Aurangabad', {
      home: home('Maharashtra'),
      serviceArea: serviceAreaOf(home('Maharashtra'), []),
    });
    const inBihar = candidate('Bihar Aurangabad Stalls', 'Aurangabad', { home: home('Bihar'), serviceArea: serviceAreaOf(home('Bihar'), []) });
    const ranked = rankVendors([inBihar, inMaharashtra], { destinationCity: 'Mumbai', boothSize: 18 });
    expect(ranked.map((vendor) => vendor.name)).toEqual(['Deccan Aurangabad Stalls', 'Bihar Aurangabad Stalls']);
    expect(ranked[0]!.matchScore).toBeGreaterThan(ranked[1]!.matchScore);
  });

  it('answers at most the limit', () => {
    const many = Array.from({ length: 80 }, (_, index) => candidate(`Vendor ${index}`, 'Pune'));
    expect(rankVendors(many, { destinationCity: 'Mumbai', boothSize: 18 })).toHaveLength(50);
    expect(rankVendors(many, { destinationCity: 'Mumbai', boothSize: 18 }, 5)).toHaveLength(5);
  });

  it('leaves out what a vendor has not given', () => {
    const [bare] = rankVendors([candidate('Bare', 'Mumbai', { pricing: {}, email: undefined, phone: undefined, rating: undefined })], {
      destinationCity: 'Mumbai',
      boothSize: 18,
    });
    expect(bare).not.toHaveProperty('email');
    expect(bare).not.toHaveProperty('estimatedCost');
    expect(bare?.contact).toEqual({});
    expect(bare?.rating).toBe(0);
  });
});

describe('rankVendors over many vendors', () => {
  // A seeded generator, so a failure names the same vendors on every run.
  let seed = 7;
  const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  const pickOf = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const cities = ['Mumbai', 'Pune', 'Thane', 'New Delhi', 'Gurugram', 'Bengaluru', 'Chennai', 'Ahmedabad', 'Kolkata', 'Nowhere Town'];
  const many = Array.from({ length: 3_000 }, (_, index) =>
    candidate(
      `Vendor ${index % 700}`,
      pickOf(cities),
      {
        category: pickOf(['booth', 'booth', 'furniture', 'av']),
        rating: random() < 0.1 ? undefined : Math.round((2 + random() * 3) * 10) / 10,
        completedProjects: Math.floor(random() * 400),
        ...(random() < 0.2 ? { reviews: { count: 1 + Math.floor(random() * 12), overall: Math.round((1 + random() * 4) * 10) / 10 } } : {}),
        ...(random() < 0.15 ? { boothSizeSqm: undefined } : { boothSizeSqm: { min: pickOf([6, 9, 18, 36]), max: pickOf([36, 72, 144]) } }),
      },
      random() < 0.3 ? [pickOf(cities), pickOf(['Pan India', 'Mumbai', 'Chennai'])] : [],
    ),
  );
  const byName = new Intl.Collator('en').compare;

  /** Every vendor scored and sorted: what rankVendors must answer without scoring them all. */
  function everyVendorRanked(query: { destinationCity: string; boothSize: number; category?: string }, limit: number) {
    const request = { destination: locatePlace(query.destinationCity), boothSqm: query.boothSize };
    return many
      .filter((vendor) => query.category === undefined || vendor.category === query.category)
      .map((vendor) => ({ vendor, score: matchScore(vendor, request) }))
      .sort(
        (a, b) =>
          b.score - a.score ||
          (b.vendor.rating ?? 0) - (a.vendor.rating ?? 0) ||
          b.vendor.completedProjects - a.vendor.completedProjects ||
          byName(a.vendor.name, b.vendor.name),
      )
      .slice(0, limit)
      .map(({ vendor, score }) => [vendor.id, score]);
  }

  it('answers what scoring every vendor answers, for any city, size, category and limit', () => {
    for (const destinationCity of [...cities, 'Jaipur', 'Kochi']) {
      for (const boothSize of [4, 9, 18, 27.5, 72, 300]) {
        for (const category of [undefined, 'booth', 'av']) {
          for (const limit of [1, 10, 50]) {
            const query = { destinationCity, boothSize, ...(category ? { category } : {}) };
            const ranked = rankVendors(many, query, limit).map((card) => [card.id, card.matchScore]);
            expect(ranked, JSON.stringify({ ...query, limit })).toEqual(everyVendorRanked(query, limit));
          }
        }
      }
    }
  });
});

describe('keptRanking', () => {
  const candidates = [candidate('Delhi Builders', 'New Delhi'), candidate('Mumbai Builders', 'Mumbai'), candidate('Pune Builders', 'Pune', {}, ['Mumbai'])];

  it('answers what rankVendors answers, worked out once for the same question and candidates', () => {
    const query = { destinationCity: 'Mumbai', boothSize: 18 };
    const first = keptRanking(candidates, query);
    expect(first).toEqual(rankVendors(candidates, query));
    expect(keptRanking(candidates, { ...query })).toBe(first);
    expect(keptRanking(candidates, { ...query, boothSize: 36 })).not.toBe(first);
  });

  it('works a ranking out again for candidates reloaded after a write', () => {
    const query = { destinationCity: 'Pune', boothSize: 18 };
    const before = keptRanking(candidates, query);
    const reloaded = [...candidates, candidate('Pune Stalls', 'Pune', { rating: 5, completedProjects: 900 })];
    const after = keptRanking(reloaded, query);
    expect(after).toEqual(rankVendors(reloaded, query));
    expect(after[0]?.name).toBe('Pune Stalls');
    expect(before.map((vendor) => vendor.name)).not.toContain('Pune Stalls');
  });

  it('keeps at most RANKINGS_KEPT rankings, the oldest going first', () => {
    const own = [candidate('Kochi Builders', 'Kochi')];
    const oldest = keptRanking(own, { destinationCity: 'Kochi', boothSize: 1 });
    for (let size = 2; size <= RANKINGS_KEPT; size += 1) keptRanking(own, { destinationCity: 'Kochi', boothSize: size });
    expect(keptRanking(own, { destinationCity: 'Kochi', boothSize: 1 })).toBe(oldest);
    keptRanking(own, { destinationCity: 'Kochi', boothSize: RANKINGS_KEPT + 1 });
    keptRanking(own, { destinationCity: 'Kochi', boothSize: RANKINGS_KEPT + 2 });
    expect(keptRanking(own, { destinationCity: 'Kochi', boothSize: 2 })).not.toBe(oldest);
  });
});
