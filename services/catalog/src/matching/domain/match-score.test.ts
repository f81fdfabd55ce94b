import { describe, expect, it } from 'vitest';
import { VENDOR_PRICE_MAX } from '@stallplan/contracts';
import {
  boothFitPoints,
  distanceKm,
  distancePoints,
  effectiveRating,
  ESTIMATE_HOURS,
  estimatedCost,
  locatePlace,
  matchScore,
  matchScoreParts,
  projectPoints,
  ratingPoints,
  serviceAreaOf,
  serviceAreaPoints,
  type ScoredVendor,
} from './match-score.js';

const mumbai = locatePlace('Mumbai');

function vendorIn(city: string, overrides: Partial<ScoredVendor> = {}, serviceCities: string[] = [], state?: string): ScoredVendor {
  const home = locatePlace(city, state);
  return { home, serviceArea: serviceAreaOf(home, serviceCities), boothSizeSqm: { min: 9, max: 72 }, rating: 4.5, completedProjects: 120, ...overrides };
}

describe('locatePlace', () => {
  it('resolves other names to the listed city, with its coordinates and state', () => {
    const bombay = locatePlace(' bombay ');
    expect(bombay).toMatchObject({ key: 'mumbai', name: 'Mumbai', state: 'maharashtra' });
    expect(bombay.latitude).toBeCloseTo(19.08);
    expect(locatePlace('Gurugram').key).toBe('gurgaon');
  });

  it('knows satellite towns the planner list leaves out', () => {
    expect(locatePlace('Navi Mumbai')).toMatchObject({ key: 'navi mumbai', state: 'maharashtra' });
    expect(locatePlace('Navi Mumbai').longitude).toBeDefined();
  });

  it('keeps an unknown town by name, with the state it was given', () => {
    expect(locatePlace('Lonavala', 'Maharashtra')).toEqual({ key: 'lonavala', name: 'Lonavala', state: 'maharashtra' });
  });
});

describe('distanceKm', () => {
  it('is 0 within the same city, however it is spelt', () => {
    expect(distanceKm(locatePlace('Bombay'), mumbai)).toBe(0);
  });

  it('measures between known places', () => {
    expect(distanceKm(locatePlace('Navi Mumbai'), mumbai)).toBeLessThan(30);
    const pune = distanceKm(locatePlace('Pune'), mumbai);
    expect(pune).toBeGreaterThan(100);
    expect(pune).toBeLessThan(140);
    expect(distanceKm(locatePlace('New Delhi'), mumbai)).toBeGreaterThan(1000);
  });

  it('counts an unknown town in the same state as 200 km, elsewhere as the fallback distance', () => {
    expect(distanceKm(locatePlace('Lonavala', 'Maharashtra'), mumbai)).toBe(200);
    expect(distanceKm(locatePlace('Lonavala', 'Goa'), mumbai)).toBe(1000);
  });
});

describe('the parts of the score', () => {
  it('halves the distance points every 300 km', () => {
    expect(distancePoints(0)).toBe(35);
    expect(distancePoints(300)).toBeCloseTo(17.5);
    expect(distancePoints(600)).toBeCloseTo(8.75);
  });

  it('keeps the figures the formula documents for Pune, Ahmedabad and New Delhi', () => {
    const pointsFrom = (city: string) => distancePoints(distanceKm(locatePlace(city), mumbai));
    expect(pointsFrom('Pune')).toBeCloseTo(26.5, 1);
    expect(pointsFrom('Ahmedabad')).toBeCloseTo(12.7, 1);
    expect(pointsFrom('New Delhi')).toBeCloseTo(2.5, 1);
  });

  it('gives service-area points for the home city, a listed city, all of India and the same state', () => {
    const home = locatePlace('Pune');
    expect(serviceAreaPoints(serviceAreaOf(mumbai, []), mumbai)).toBe(15);
    expect(serviceAreaPoints(serviceAreaOf(home, ['Bombay']), mumbai)).toBe(15);
    expect(serviceAreaPoints(serviceAreaOf(locatePlace('Chennai'), ['Pan India']), mumbai)).toBe(10);
    expect(serviceAreaPoints(serviceAreaOf(home, ['Nashik']), mumbai)).toBe(5);
    expect(serviceAreaPoints(serviceAreaOf(locatePlace('Chennai'), ['Madurai']), mumbai)).toBe(0);
  });

  it('scores booth fit fully inside the range and in proportion outside it', () => {
    expect(boothFitPoints({ min: 9, max: 36 }, 18)).toBe(20);
    expect(boothFitPoints({ min: 18, max: 36 }, 9)).toBe(10);
    expect(boothFitPoints({ min: 9, max: 36 }, 72)).toBe(10);
    expect(boothFitPoints(undefined, 18)).toBe(10);
  });

  it('scales the rating and scores an unrated vendor as 3 out of 5', () => {
    expect(ratingPoints(5)).toBe(20);
    expect(ratingPoints(undefined)).toBe(12);
    expect(ratingPoints(9)).toBe(20);
  });

  it('blends the declared rating with approved reviews, the declared one counting as two reviews', () => {
    // No reviews: unchanged.
    expect(effectiveRating(4.5)).toBe(4.5);
    expect(effectiveRating(4.5, { count: 0, overall: 1 })).toBe(4.5);
    // Unrated counts as 3: (2 × 3 + 1 × 5) / 3.
    expect(effectiveRating(undefined, { count: 1, overall: 5 })).toBeCloseTo(11 / 3);
    // (2 × 4.8 + 3 × 2) / 5 = 3.12: poor reviews pull a high self-rating down.
    expect(effectiveRating(4.8, { count: 3, overall: 2 })).toBeCloseTo(3.12);
    // Many reviews outweigh the vendor's word.
    expect(effectiveRating(5, { count: 98, overall: 1 })).toBeCloseTo(1.08);
    expect(ratingPoints(3, { count: 2, overall: 5 })).toBe(16);
    const reviewed = vendorIn('Mumbai', { rating: 3, reviews: { count: 2, overall: 5 } });
    const unreviewed = vendorIn('Mumbai', { rating: 3 });
    const request = { destination: mumbai, boothSqm: 18 };
    expect(matchScoreParts(reviewed, request).rating - matchScoreParts(unreviewed, request).rating).toBe(4);
    expect(matchScore(reviewed, request) - matchScore(unreviewed, request)).toBe(4);
  });

  it('counts the first projects most and caps at 200', () => {
    expect(projectPoints(0)).toBe(0);
    expect(projectPoints(200)).toBeCloseTo(10);
    expect(projectPoints(5000)).toBe(10);
    expect(projectPoints(20) - projectPoints(10)).toBeGreaterThan(projectPoints(200) - projectPoints(190));
  });
});

describe('matchScore', () => {
  it('gives 100 to a top-rated, experienced vendor in the city with the right booth sizes', () => {
    expect(matchScore(vendorIn('Mumbai', { rating: 5, completedProjects: 250 }), { destination: mumbai, boothSqm: 18 })).toBe(100);
  });

  it('is a whole number from 0 to 100 even for a vendor with nothing going for it', () => {
    const score = matchScore(vendorIn('Kohima', { rating: 0, completedProjects: 0, boothSizeSqm: { min: 500, max: 900 } }), {
      destination: mumbai,
      boothSqm: 9,
    });
    expect(Number.isInteger(score)).toBe(true);
    expect(score).toBeGreaterThanOrEqual(0);
    expect(score).toBeLessThan(10);
  });

  it('ranks otherwise equal vendors by how close they are to the destination', () => {
    const request = { destination: mumbai, boothSqm: 18 };
    const cities = ['Mumbai', 'Navi Mumbai', 'Pune', 'Ahmedabad', 'New Delhi', 'Kolkata'];
    const scores = cities.map((city) => matchScore(vendorIn(city), request));
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    expect(new Set(scores).size).toBe(cities.length);
  });

  it('lets a nearby vendor that serves the destination beat a better-rated one across the country', () => {
    const request = { destination: mumbai, boothSqm: 18 };
    const pune = vendorIn('Pune', { rating: 4.2, completedProjects: 60 }, ['Mumbai']);
    const delhi = vendorIn('New Delhi', { rating: 5, completedProjects: 400 }, ['Mumbai']);
    expect(matchScore(pune, request)).toBeGreaterThan(matchScore(delhi, request));
  });

  it('exposes the distance it scored', () => {
    expect(matchScoreParts(vendorIn('Mumbai'), { destination: mumbai, boothSqm: 18 }).distanceKm).toBe(0);
  });
});

describe('estimatedCost', () => {
  it('uses the per-sq-ft rate on the booth converted to square feet', () => {
    // 18 sq m is 193.75 sq ft.
    expect(estimatedCost({ sqft: 1000, project: 50_000 }, 18)).toBe(193_750);
  });

  it('falls back to the project price, then to the hourly rate for the documented hours', () => {
    expect(estimatedCost({ project: 45_000, hourly: 1_500 }, 18)).toBe(45_000);
    expect(estimatedCost({ hourly: 450 }, 18)).toBe(450 * ESTIMATE_HOURS);
    expect(estimatedCost({ sqft: 0, project: 60_000 }, 18)).toBe(60_000);
  });

  it('is undefined without any price and never exceeds the contract maximum', () => {
    expect(estimatedCost({}, 18)).toBeUndefined();
    expect(estimatedCost({ sqft: VENDOR_PRICE_MAX }, 100_000)).toBe(VENDOR_PRICE_MAX);
  });
});
