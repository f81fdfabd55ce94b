import { distanceKmBetween, INDIAN_CITIES, CITY_ALIASES, VENDOR_PRICE_MAX, type VendorPricing } from '@stallplan/contracts';
import { fallbackDistanceKm, SAME_STATE_KM, SQFT_TO_SQM } from '@stallplan/pricing';
import type { ReviewStanding } from '../../builder-bids/domain/review-summary.js';

/**
 * How well a vendor suits a booth of a given size in a given city, from 0 to 100. Five parts
 * add up to 100:
 *
 * - Distance, up to 35: the full 35 in the destination city itself, halving every 300 km of
 *   great-circle distance from it (Pune, 120 km from Mumbai, keeps 26.5; Ahmedabad, 440 km,
 *   keeps 12.7; New Delhi, 1,150 km, keeps 2.5). Cities without coordinates count as
 *   200 km apart in the same state, else as pricing's fallback distance.
 * - Service area, up to 15: 15 when the vendor is based in the destination or lists it among the
 *   cities it serves, 10 when it serves all of India, 5 when it serves another city of the
 *   destination's state, else 0.
 * - Booth-size fit, up to 20: 20 when the booth lies within the vendor's usual range, falling in
 *   proportion outside it (a 9 sq m booth for a vendor who starts at 18 gets 10); 10 when the
 *   vendor has not said what sizes it builds.
 * - Rating, up to 20: the rating out of 5, scaled. The vendor's own rating (3 when it gave none)
 *   is blended with its approved reviews as if it were DECLARED_RATING_WEIGHT reviews itself:
 *   (2 × declared + n × overall) / (2 + n), where n is the number of approved reviews and overall
 *   their summary's overall stars. One 5-star review lifts a declared 3 to 3.7; ten reviews
 *   outweigh the vendor's own word five to one. Without reviews the declared rating counts alone.
 * - Completed projects, up to 10: on a log scale, full at 200 projects, so the first projects
 *   count most.
 *
 * Distance and service area together weigh half, so a nearby vendor outranks a distant one of
 * the same standing; a vendor across the country can still lead when nobody closer fits.
 */
export const MATCH_POINTS = { distance: 35, serviceArea: 15, boothFit: 20, rating: 20, projects: 10 } as const;

/** The distance at which the distance points halve. */
export const DISTANCE_HALVING_KM = 300;
/** The rating an unrated vendor is scored with. */
export const UNRATED_SCORE_RATING = 3;
/** How many reviews a vendor's own rating counts as when blended with approved reviews. */
export const DECLARED_RATING_WEIGHT = 2;
/** The number of completed projects that earns the full experience points. */
export const PROJECTS_FOR_FULL_POINTS = 200;

/**
 * Towns where exhibition vendors often sit that the planner's city list does not hold, with
 * their coordinates, so that a builder in Navi Mumbai counts as next to Mumbai rather than
 * as an unknown place.
 */
const SATELLITE_TOWNS: ReadonlyArray<{ name: string; state: string; latitude: number; longitude: number }> = [
  { name: 'Navi Mumbai', state: 'Maharashtra', latitude: 19.03, longitude: 73.03 },
  { name: 'Thane', state: 'Maharashtra', latitude: 19.22, longitude: 72.98 },
  { name: 'Pimpri-Chinchwad', state: 'Maharashtra', latitude: 18.63, longitude: 73.8 },
  { name: 'Greater Noida', state: 'Uttar Pradesh', latitude: 28.47, longitude: 77.5 },
  { name: 'Ghaziabad', state: 'Uttar Pradesh', latitude: 28.67, longitude: 77.45 },
  { name: 'Secunderabad', state: 'Telangana', latitude: 17.44, longitude: 78.5 },
  { name: 'Howrah', state: 'West Bengal', latitude: 22.59, longitude: 88.31 },
  { name: 'Gandhinagar', state: 'Gujarat', latitude: 23.22, longitude: 72.65 },
  { name: 'Mohali', state: 'Punjab', latitude: 30.7, longitude: 76.72 },
];

/** Names a person may type for "anywhere in India" in a vendor's service cities. */
const ALL_INDIA_NAMES = new Set(['pan india', 'pan-india', 'all india', 'all-india', 'across india', 'india', 'nationwide']);

/** A city as matching sees it: a key to compare by, and coordinates and state where known. */
export interface Place {
  /** Lower-case canonical name: aliases such as Bombay or Gurugram give the listed city's key. */
  key: string;
  name: string;
  /** Lower-case state name, where known. */
  state?: string;
  latitude?: number;
  longitude?: number;
}

interface KnownPlace {
  name: string;
  state: string;
  latitude: number;
  longitude: number;
}

/** Every known name and alias, lower-cased, once at start-up: matching looks cities up for each vendor. */
const KNOWN_PLACES: ReadonlyMap<string, KnownPlace> = (() => {
  const places = new Map<string, KnownPlace>();
  for (const city of INDIAN_CITIES) places.set(city.name.toLowerCase(), city);
  for (const [alias, name] of CITY_ALIASES) {
    const city = places.get(name.toLowerCase());
    if (city && !places.has(alias)) places.set(alias, city);
  }
  for (const town of SATELLITE_TOWNS) places.set(town.name.toLowerCase(), town);
  return places;
})();

/** The place a city name stands for; `state` is used when the name is not a known city. */
export function locatePlace(cityName: string, state?: string): Place {
  const typed = cityName.trim();
  const known = KNOWN_PLACES.get(typed.toLowerCase());
  if (known) {
    return { key: known.name.toLowerCase(), name: known.name, state: known.state.toLowerCase(), latitude: known.latitude, longitude: known.longitude };
  }
  const stateKey = state?.trim().toLowerCase();
  return { key: typed.toLowerCase(), name: typed, ...(stateKey ? { state: stateKey } : {}) };
}

/** Kilometres between two places, 0 for the same city. */
export function distanceKm(from: Place, to: Place): number {
  if (from.key === to.key) return 0;
  if (from.latitude !== undefined && from.longitude !== undefined && to.latitude !== undefined && to.longitude !== undefined) {
    return distanceKmBetween({ latitude: from.latitude, longitude: from.longitude }, { latitude: to.latitude, longitude: to.longitude });
  }
  if (from.state !== undefined && from.state === to.state) return SAME_STATE_KM;
  return fallbackDistanceKm(from.name, to.name);
}

/** The cities a vendor serves, read once when the vendor is loaded. */
export interface ServiceArea {
  cityKeys: ReadonlySet<string>;
  states: ReadonlySet<string>;
  allOfIndia: boolean;
}

/** The vendor's own city always counts as served. */
export function serviceAreaOf(home: Place, serviceCities: readonly string[]): ServiceArea {
  const cityKeys = new Set<string>([home.key]);
  const states = new Set<string>(home.state ? [home.state] : []);
  let allOfIndia = false;
  for (const name of serviceCities) {
    if (ALL_INDIA_NAMES.has(name.trim().toLowerCase())) {
      allOfIndia = true;
      continue;
    }
    const place = locatePlace(name);
    cityKeys.add(place.key);
    if (place.state) states.add(place.state);
  }
  return { cityKeys, states, allOfIndia };
}

/** The usual booth sizes a vendor works on, in square metres. */
export interface BoothRange {
  min: number;
  max: number;
}

/** What the score reads of a vendor, prepared once when the vendor is loaded. */
export interface ScoredVendor {
  home: Place;
  serviceArea: ServiceArea;
  boothSizeSqm?: BoothRange;
  /** Out of 5, as the vendor declared it. */
  rating?: number;
  /** Its approved reviews, when it has any. */
  reviews?: ReviewStanding;
  completedProjects: number;
}

export interface MatchRequest {
  destination: Place;
  boothSqm: number;
}

export interface MatchScoreParts {
  distanceKm: number;
  distance: number;
  serviceArea: number;
  boothFit: number;
  rating: number;
  projects: number;
}

function computeDistancePoints(km: number): number {
  return MATCH_POINTS.distance * 0.5 ** (Math.max(0, km) / DISTANCE_HALVING_KM);
}

/** Whole kilometres across India, worked out once: the power is the costliest step of a search. */
const DISTANCE_POINTS_BY_KM = Float64Array.from({ length: 4001 }, (_, km) => computeDistancePoints(km));

export function distancePoints(km: number): number {
  return (Number.isInteger(km) ? DISTANCE_POINTS_BY_KM[km] : undefined) ?? computeDistancePoints(km);
}

export function serviceAreaPoints(area: ServiceArea, destination: Place): number {
  if (area.cityKeys.has(destination.key)) return MATCH_POINTS.serviceArea;
  if (area.allOfIndia) return 10;
  if (destination.state !== undefined && area.states.has(destination.state)) return 5;
  return 0;
}

export function boothFitPoints(range: BoothRange | undefined, boothSqm: number): number {
  if (!range || boothSqm <= 0) return MATCH_POINTS.boothFit / 2;
  if (boothSqm < range.min) return (MATCH_POINTS.boothFit * boothSqm) / range.min;
  if (boothSqm > range.max) return (MATCH_POINTS.boothFit * range.max) / boothSqm;
  return MATCH_POINTS.boothFit;
}

/** The rating matching scores with: the declared one, blended with approved reviews when there are any. */
export function effectiveRating(rating: number | undefined, reviews?: ReviewStanding): number {
  const declared = rating === undefined || !Number.isFinite(rating) ? UNRATED_SCORE_RATING : Math.min(5, Math.max(0, rating));
  if (!reviews || reviews.count <= 0 || !Number.isFinite(reviews.overall)) return declared;
  const overall = Math.min(5, Math.max(0, reviews.overall));
  return (DECLARED_RATING_WEIGHT * declared + reviews.count * overall) / (DECLARED_RATING_WEIGHT + reviews.count);
}

export function ratingPoints(rating: number | undefined, reviews?: ReviewStanding): number {
  return (MATCH_POINTS.rating * effectiveRating(rating, reviews)) / 5;
}

const LOG_FULL_PROJECTS = Math.log1p(PROJECTS_FOR_FULL_POINTS);

export function projectPoints(completedProjects: number): number {
  const share = Math.log1p(Math.max(0, completedProjects)) / LOG_FULL_PROJECTS;
  return MATCH_POINTS.projects * Math.min(1, share);
}

/** Each part of the score, unrounded, with the distance it was computed from. */
export function matchScoreParts(vendor: ScoredVendor, request: MatchRequest, km = distanceKm(vendor.home, request.destination)): MatchScoreParts {
  return {
    distanceKm: km,
    distance: distancePoints(km),
    serviceArea: serviceAreaPoints(vendor.serviceArea, request.destination),
    boothFit: boothFitPoints(vendor.boothSizeSqm, request.boothSqm),
    rating: ratingPoints(vendor.rating, vendor.reviews),
    projects: projectPoints(vendor.completedProjects),
  };
}

/** The match score, a whole number from 0 to 100. */
export function matchScore(vendor: ScoredVendor, request: MatchRequest, km = distanceKm(vendor.home, request.destination)): number {
  // Runs for every active vendor on each search, so it adds the parts without building them.
  const total =
    distancePoints(km) +
    serviceAreaPoints(vendor.serviceArea, request.destination) +
    boothFitPoints(vendor.boothSizeSqm, request.boothSqm) +
    ratingPoints(vendor.rating, vendor.reviews) +
    projectPoints(vendor.completedProjects);
  return Math.min(100, Math.max(0, Math.round(total)));
}

/**
 * Hours an hourly-priced vendor is assumed to work on one stall: the planner's default three
 * set-up days and one dismantling day, at eight hours each.
 */
export const ESTIMATE_HOURS = 32;

/**
 * What this booth would cost with the vendor, in whole rupees: the per-sq-ft rate times the booth
 * area in square feet when the vendor quotes one; else its project price; else its hourly rate for
 * ESTIMATE_HOURS; undefined when it has no price at all.
 */
export function estimatedCost(pricing: VendorPricing, boothSqm: number): number | undefined {
  let cost: number | undefined;
  if (pricing.sqft !== undefined && pricing.sqft > 0) cost = pricing.sqft * (boothSqm / SQFT_TO_SQM);
  else if (pricing.project !== undefined && pricing.project > 0) cost = pricing.project;
  else if (pricing.hourly !== undefined && pricing.hourly > 0) cost = pricing.hourly * ESTIMATE_HOURS;
  return cost === undefined ? undefined : Math.min(VENDOR_PRICE_MAX, Math.round(cost));
}
