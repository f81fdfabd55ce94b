import type { ReviewStanding } from '../../builder-bids/domain/review-summary.js';
import { defined, isDemo } from '../../vendors/domain/to-vendor.js';
import type { StoredVendor } from '../../vendors/models/vendor-model.js';
import { locatePlace, serviceAreaOf } from './match-score.js';
import type { MatchCandidate } from './rank-vendors.js';

const LOCATION_MAX = 200;

/** What matching reads of a stored vendor; nothing else is fetched for it. */
export const MATCHING_PROJECTION = {
  name: 1,
  category: 1,
  city: 1,
  state: 1,
  location: 1,
  specialties: 1,
  pricing: 1,
  'contact.phone': 1,
  'contact.email': 1,
  rating: 1,
  completedProjects: 1,
  certifications: 1,
  recentWork: 1,
  serviceCities: 1,
  boothSizeSqm: 1,
  seedKey: 1,
  demo: 1,
} as const;

/** "Andheri East" alone does not say which city; the card shows "Andheri East, Mumbai". */
function locationLabel(doc: Pick<StoredVendor, 'location' | 'city' | 'state'>): string {
  const location = doc.location?.trim();
  const label = !location ? `${doc.city}, ${doc.state}` : location.toLowerCase().includes(doc.city.toLowerCase()) ? location : `${location}, ${doc.city}`;
  return label.slice(0, LOCATION_MAX);
}

function parseRating(text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const value = Number.parseFloat(text);
  return Number.isFinite(value) ? Math.min(5, Math.max(0, value)) : undefined;
}

/** A stored vendor (read with MATCHING_PROJECTION) and its approved reviews, prepared once for every search. */
export function toMatchCandidate(doc: StoredVendor, reviews: ReviewStanding | undefined): MatchCandidate {
  const home = locatePlace(doc.city, doc.state);
  const range = doc.boothSizeSqm;
  const rating = parseRating(doc.rating);
  return {
    id: doc._id.toHexString(),
    name: doc.name,
    category: doc.category,
    location: locationLabel(doc),
    specialties: doc.specialties ?? [],
    pricing: defined(doc.pricing),
    ...(doc.contact?.phone ? { phone: doc.contact.phone } : {}),
    ...(doc.contact?.email ? { email: doc.contact.email } : {}),
    certifications: doc.certifications ?? [],
    recentWork: doc.recentWork ?? [],
    home,
    serviceArea: serviceAreaOf(home, doc.serviceCities ?? []),
    ...(range && typeof range.min === 'number' && typeof range.max === 'number' ? { boothSizeSqm: { min: range.min, max: range.max } } : {}),
    ...(rating !== undefined ? { rating } : {}),
    ...(reviews ? { reviews } : {}),
    completedProjects: doc.completedProjects ?? 0,
    demo: isDemo(doc),
  };
}
