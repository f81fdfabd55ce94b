import { MAX_VENDOR_RECOMMENDATIONS, type VendorPricing, type VendorRecommendation } from '@stallplan/contracts';
import { formatInr } from '@stallplan/pricing';
import { distanceKm, estimatedCost, locatePlace, matchScore, type MatchRequest, type ScoredVendor } from './match-score.js';

/** An active vendor as step 3 needs it, prepared once when the vendors are loaded. */
export interface MatchCandidate extends ScoredVendor {
  id: string;
  name: string;
  category: string;
  /** "Andheri East, Mumbai", or "Mumbai, Maharashtra" when no location was given. */
  location: string;
  specialties: string[];
  pricing: VendorPricing;
  phone?: string;
  email?: string;
  certifications: string[];
  recentWork: string[];
  /** A made-up listing seeded for development. */
  demo: boolean;
}

export interface RankQuery {
  destinationCity: string;
  boothSize: number;
  category?: string | undefined;
}

const SPECIALTIES_SHOWN = 30;
const LIST_ITEMS_SHOWN = 30;

const byName = new Intl.Collator('en').compare;

interface Scored {
  candidate: MatchCandidate;
  score: number;
  km: number;
}

function bestFirst(a: Scored, b: Scored): number {
  return (
    b.score - a.score ||
    (b.candidate.rating ?? 0) - (a.candidate.rating ?? 0) ||
    b.candidate.completedProjects - a.candidate.completedProjects ||
    byName(a.candidate.name, b.candidate.name)
  );
}

/**
 * The vendors for step 3, best match first: scored against the destination and booth size,
 * ties broken by rating, then completed projects, then name, so the order is stable.
 */
export function rankVendors(candidates: readonly MatchCandidate[], query: RankQuery, limit = MAX_VENDOR_RECOMMENDATIONS): VendorRecommendation[] {
  const request: MatchRequest = { destination: locatePlace(query.destinationCity), boothSqm: query.boothSize };
  // Vendors share a few cities, so each city's distance is computed once per search. The state is
  // part of the key because two unknown towns may share a name in different states.
  const kmByPlace = new Map<string, number>();
  const scored: Scored[] = [];
  // Scores are whole numbers from 0 to 100: counting them finds the lowest score that still makes
  // the list, so only the few vendors at or above it are sorted, not every active vendor.
  const countByScore = new Array<number>(101).fill(0);
  for (const candidate of candidates) {
    if (query.category !== undefined && candidate.category !== query.category) continue;
    const placeKey = `${candidate.home.key}|${candidate.home.state ?? ''}`;
    let km = kmByPlace.get(placeKey);
    if (km === undefined) {
      km = distanceKm(candidate.home, request.destination);
      kmByPlace.set(placeKey, km);
    }
    const score = matchScore(candidate, request, km);
    countByScore[score] = (countByScore[score] ?? 0) + 1;
    scored.push({ candidate, km, score });
  }
  let lowestListed = 100;
  let listed = countByScore[100] ?? 0;
  while (listed < limit && lowestListed > 0) {
    lowestListed -= 1;
    listed += countByScore[lowestListed] ?? 0;
  }
  return scored
    .filter((entry) => entry.score >= lowestListed)
    .sort(bestFirst)
    .slice(0, limit)
    .map(({ candidate, score, km }) => toRecommendation(candidate, score, km, request));
}

function toRecommendation(candidate: MatchCandidate, score: number, km: number, request: MatchRequest): VendorRecommendation {
  const cost = estimatedCost(candidate.pricing, request.boothSqm);
  return {
    id: candidate.id,
    name: candidate.name,
    ...(candidate.email ? { email: candidate.email } : {}),
    location: candidate.location,
    category: candidate.category,
    matchScore: score,
    rating: candidate.rating ?? 0,
    completedProjects: candidate.completedProjects,
    specialties: candidate.specialties.slice(0, SPECIALTIES_SHOWN),
    pricing: candidate.pricing,
    contact: { ...(candidate.phone ? { phone: candidate.phone } : {}), ...(candidate.email ? { email: candidate.email } : {}) },
    ...(candidate.pricing.project !== undefined ? { avgCost: candidate.pricing.project } : {}),
    advantages: advantagesOf(candidate, km, request, cost),
    certifications: candidate.certifications.slice(0, LIST_ITEMS_SHOWN),
    recentWork: candidate.recentWork.slice(0, LIST_ITEMS_SHOWN),
    ...(cost !== undefined ? { estimatedCost: cost } : {}),
    demo: candidate.demo,
  };
}

const sqm = (value: number) => `${Number.isInteger(value) ? value : value.toFixed(1)} sq m`;

/** "Why This Vendor Matches": the reasons behind the score, strongest first. */
export function advantagesOf(candidate: MatchCandidate, km: number, request: MatchRequest, cost: number | undefined): string[] {
  const { destination, boothSqm } = request;
  const reasons: string[] = [];
  if (km === 0) reasons.push(`Based in ${destination.name}`);
  else if (candidate.serviceArea.cityKeys.has(destination.key)) reasons.push(`Serves ${destination.name} from ${candidate.home.name}, about ${km} km away`);
  else if (km <= 200) reasons.push(`About ${km} km from ${destination.name}`);
  else if (candidate.serviceArea.allOfIndia) reasons.push('Works across India');
  const range = candidate.boothSizeSqm;
  if (range && boothSqm >= range.min && boothSqm <= range.max) {
    reasons.push(`Usually works on ${sqm(range.min)} to ${sqm(range.max)} booths, so ${sqm(boothSqm)} fits`);
  }
  if (candidate.rating !== undefined && candidate.rating >= 4.5) reasons.push(`Rated ${candidate.rating.toFixed(1)} out of 5`);
  const reviews = candidate.reviews;
  if (reviews && reviews.count > 0 && reviews.overall >= 4) {
    reasons.push(`Rated ${reviews.overall.toFixed(1)} out of 5 by ${reviews.count} verified ${reviews.count === 1 ? 'client' : 'clients'}`);
  }
  if (candidate.completedProjects >= 50) reasons.push(`${candidate.completedProjects} projects completed`);
  if (cost !== undefined) reasons.push(`Estimated ${formatInr(cost)} for this booth`);
  return reasons;
}
