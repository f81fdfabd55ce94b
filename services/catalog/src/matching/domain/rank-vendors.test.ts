import { describe, expect, it } from 'vitest';
import { vendorRecommendationSchema } from '@stallplan/contracts';
import { locatePlace, serviceAreaOf } from './match-score.js';
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
