import { MAX_VENDOR_RECOMMENDATIONS, type VendorPricing, type VendorRecommendation } from '@stallplan/contracts';
import { formatInr } from '@stallplan/pricing';
import { candidatesByPlace, QUERY_POINTS_MAX } from './candidates-by-place.js';
import { distanceKm, distancePoints, estimatedCost, locatePlace, matchScore, type MatchRequest, type ScoredVendor } from './match-score.js';

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

// Bounds are compared with room for the order floating-point additions are made in.
const BOUND_SLACK = 1e-9;

/**
 * The vendors for step 3, best match first: scored against the destination and booth size,
 * ties broken by rating, then completed projects, then name, so the order is stable.
 *
 * A search costs the places vendors are based in plus the few vendors that could still make the
 * list, not every active vendor: candidates come grouped by home place, best standing first
 * (candidates-by-place.ts), places nearest first, and a place or member whose score could not reach
 * the lowest score already listed is not scored at all. Scores are whole numbers from 0 to 100, so
 * counting them gives that lowest score as the search goes.
 */
export function rankVendors(candidates: readonly MatchCandidate[], query: RankQuery, limit = MAX_VENDOR_RECOMMENDATIONS): VendorRecommendation[] {
  const request: MatchRequest = { destination: locatePlace(query.destinationCity), boothSqm: query.boothSize };
  const places = candidatesByPlace(candidates, query.category)
    .map((group) => {
      const km = distanceKm(group.home, request.destination);
      const reach = distancePoints(km) + QUERY_POINTS_MAX;
      return { group, km, reach, ceiling: reach + group.bestStanding };
    })
    .sort((a, b) => b.ceiling - a.ceiling);

  const scored: Scored[] = [];
  const countByScore = new Array<number>(101).fill(0);
  // The lowest score that makes the list so far, and how many are scored at or above it.
  let lowestListed = 0;
  let listedSoFar = 0;
  const cannotReach = (ceiling: number) => ceiling + BOUND_SLACK < lowestListed - 0.5;
  for (const { group, km, reach, ceiling } of places) {
    if (cannotReach(ceiling)) break;
    for (const { candidate, standing } of group.members) {
      if (cannotReach(reach + standing)) break;
      const score = matchScore(candidate, request, km);
      scored.push({ candidate, km, score });
      countByScore[score] = (countByScore[score] ?? 0) + 1;
      if (score < lowestListed) continue;
      listedSoFar += 1;
      while (lowestListed < 100 && listedSoFar - (countByScore[lowestListed] ?? 0) >= limit) {
        listedSoFar -= countByScore[lowestListed] ?? 0;
        lowestListed += 1;
      }
    }
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
