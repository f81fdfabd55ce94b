import type { BoothPosition, BoothType, VenueType } from '@stallplan/contracts';
import { formatInr } from '../format-inr.js';
import { wholeRupees } from '../money/whole-rupees.js';
import { GST_RATE } from '../quote/gst-rates.js';

/**
 * Where a booth sits on the hall floor, named by its open sides: `inline`, `corner`, `peninsula`
 * and `island` are the booths with 1, 2, 3 and 4 open sides (peninsula backs onto one neighbour).
 */
export type SpacePosition = BoothPosition;

export interface SpacePositionPremium {
  readonly openSides: 1 | 2 | 3 | 4;
  /** Added to the base space charge: organisers charge more for the floor visitors reach from more aisles. */
  readonly premiumRate: number;
}

/** The organiser's premium for each position, as a share of the base space charge. */
export const SPACE_POSITION_PREMIUMS: Readonly<Record<SpacePosition, SpacePositionPremium>> = {
  inline: { openSides: 1, premiumRate: 0 },
  corner: { openSides: 2, premiumRate: 0.1 },
  peninsula: { openSides: 3, premiumRate: 0.15 },
  island: { openSides: 4, premiumRate: 0.2 },
};

export interface SpaceRentalInput {
  readonly areaSqm: number;
  readonly tariffPerSqm: number;
  readonly position: SpacePosition;
  /** A fraction (0.18 is 18%); GST_RATE when left out. */
  readonly gstRate?: number;
}

export interface SpaceRental {
  readonly base: number;
  readonly openSidePremium: number;
  readonly premiumRate: number;
  readonly subtotal: number;
  readonly gst: number;
  readonly total: number;
}

/**
 * The organiser's charge for floor space, whole rupees. Each line is rounded once and the totals
 * are sums of the rounded lines, so the figures shown always add up. A bad area or tariff counts as
 * 0, like every amount in this package, because a form being typed into must not throw; a GST rate
 * outside 0–1 is a caller's mistake and throws.
 */
export function spaceRental({ areaSqm, tariffPerSqm, position, gstRate = GST_RATE }: SpaceRentalInput): SpaceRental {
  if (!Number.isFinite(gstRate) || gstRate < 0 || gstRate > 1) {
    throw new RangeError(`gstRate must be a fraction from 0 to 1, got ${gstRate}`);
  }
  const { premiumRate } = SPACE_POSITION_PREMIUMS[position];
  // The area stays unrounded: only money is whole rupees.
  const area = Number.isFinite(areaSqm) && areaSqm > 0 ? areaSqm : 0;
  const base = wholeRupees(area * wholeRupees(tariffPerSqm));
  const openSidePremium = wholeRupees(base * premiumRate);
  const subtotal = base + openSidePremium;
  const gst = wholeRupees(subtotal * gstRate);
  return { base, openSidePremium, premiumRate, subtotal, gst, total: subtotal + gst };
}

/**
 * Cities where Indian organisers charge metro rates for space, lower-case. Common alternative
 * spellings are listed so a city typed either way gets the same tier.
 */
export const METRO_CITIES: readonly string[] = [
  'new delhi',
  'delhi',
  'mumbai',
  'bangalore',
  'bengaluru',
  'chennai',
  'hyderabad',
  'kolkata',
  'pune',
  'ahmedabad',
  'greater noida',
  'gurgaon',
  'gurugram',
  'noida',
];

/** The metro cities as people read them, so a rate said to be a metro city's says which those are. */
export const METRO_CITIES_TEXT = 'Delhi, Mumbai, Bangalore, Chennai, Hyderabad, Kolkata, Pune, Ahmedabad, Gurugram, Noida and Greater Noida';

/**
 * Typical space tariffs in India, ₹ per m² for the show: a guide for planning before the organiser's
 * rate card is in hand, never a promise. Shell scheme (built-up, with walls, fascia and basic
 * furniture) runs about 15% above raw space.
 */
export const TYPICAL_SPACE_TARIFFS: Readonly<Record<BoothType, { readonly metro: number; readonly otherCity: number }>> = {
  raw_space: { metro: 10_000, otherCity: 6500 },
  shell_scheme: { metro: 11_500, otherCity: 7500 },
};

/**
 * How the venue moves the typical tariff: premium venues and hotel halls charge more for scarcer
 * floor, outdoor grounds less. Venue types not listed leave the tariff as it is.
 */
export const VENUE_TARIFF_ADJUSTMENTS: Readonly<Partial<Record<VenueType, number>>> = {
  premium: 0.2,
  hotel_conference: 0.1,
  outdoor: -0.3,
};

export interface SpaceTariffInput {
  readonly boothType: BoothType;
  /** The event's published rates, ₹ per m². */
  readonly eventTariff?: { readonly rawPerSqm: number; readonly builtUpPerSqm: number };
  readonly city?: string;
  readonly venueType?: string;
  /** A rate the exhibitor was quoted; wins when above 0. */
  readonly overridePerSqm?: number;
}

export interface SpaceTariff {
  readonly perSqm: number;
  readonly source: 'override' | 'event' | 'default';
  readonly note: string;
}

const BOOTH_TYPE_LABEL: Readonly<Record<BoothType, string>> = { raw_space: 'raw space', shell_scheme: 'shell scheme' };

function isMetro(city: string | undefined): boolean {
  return city !== undefined && METRO_CITIES.includes(city.trim().toLowerCase());
}

function venueAdjustment(venueType: string | undefined): number {
  if (venueType === undefined || !Object.hasOwn(VENUE_TARIFF_ADJUSTMENTS, venueType)) return 0;
  return VENUE_TARIFF_ADJUSTMENTS[venueType as VenueType] ?? 0;
}

/**
 * The tariff to price space at, and where it came from: the exhibitor's own figure first, then the
 * event's published rate for the booth type, then the typical figure for the city tier and venue.
 * A source only counts when its figure is above 0, so a blank field falls through to the next.
 */
export function spaceTariffFor({ boothType, eventTariff, city, venueType, overridePerSqm }: SpaceTariffInput): SpaceTariff {
  const label = BOOTH_TYPE_LABEL[boothType];
  const override = wholeRupees(overridePerSqm);
  if (override > 0) {
    return { perSqm: override, source: 'override', note: `The rate you entered: ${formatInr(override)} per m².` };
  }
  const published = wholeRupees(boothType === 'raw_space' ? eventTariff?.rawPerSqm : eventTariff?.builtUpPerSqm);
  if (published > 0) {
    return { perSqm: published, source: 'event', note: `The event's published rate for ${label}: ${formatInr(published)} per m².` };
  }
  const metro = isMetro(city);
  const tier = TYPICAL_SPACE_TARIFFS[boothType];
  const adjustment = venueAdjustment(venueType);
  const perSqm = wholeRupees((metro ? tier.metro : tier.otherCity) * (1 + adjustment));
  const sign = adjustment > 0 ? '+' : '−';
  const venueNote = adjustment === 0 ? '' : ` (${venueType?.replaceAll('_', ' ')} venue, ${sign}${Math.round(Math.abs(adjustment) * 100)}%)`;
  return {
    perSqm,
    source: 'default',
    note: `Typical for ${label} in ${metro ? 'a metro city' : 'other cities'}${venueNote}: ${formatInr(perSqm)} per m². An estimate, not the organiser's price. Metro rates apply in ${METRO_CITIES_TEXT}.`,
  };
}
