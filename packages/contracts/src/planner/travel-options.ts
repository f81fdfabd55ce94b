import { z } from 'zod';
import { hasHiddenCharacters } from '../shared/plain-text.js';

/**
 * ₹100 crore: far above any fare, hotel stay or freight bill a plan holds, low enough that a whole
 * quote of them (ten fares for ten travellers, twenty vendors, the space) stays a safe integer.
 */
export const MAX_OFFER_RUPEES = 1_000_000_000;

const money = z
  .number({ error: 'A price must be a number.' })
  .int('A price must be whole rupees.')
  .nonnegative('A price cannot be negative.')
  .max(MAX_OFFER_RUPEES, `A price must be at most ₹${MAX_OFFER_RUPEES.toLocaleString('en-IN')}.`);

/** A name or label from an offer: shown on the quote and its PDF, so one line of visible text. */
const label = (max: number) =>
  z
    .string()
    .max(max)
    .refine((text) => !hasHiddenCharacters(text), 'Names and labels must be a single line without control or text-direction characters.');

/** A flight offer (see docs/planner.md#offer-cards); `price` is per person, `duration` ISO 8601 such as PT2H30M. */
export const flightSchema = z.object({
  id: z.string().min(1).max(100),
  airline: label(100),
  flightNumber: label(20),
  departureTime: label(40),
  arrivalTime: label(40),
  departureAirport: label(100),
  arrivalAirport: label(100),
  duration: label(20),
  stops: z.number().int().min(0).max(5),
  available: z.boolean(),
  class: label(30),
  price: money,
  /** What the fare includes or offers (baggage, meals, seats), typical of the carrier's economy fare. */
  services: z.array(label(100)).max(20).optional(),
});
export type Flight = z.infer<typeof flightSchema>;

/** A hotel offer (see docs/planner.md#offer-cards). */
export const hotelSchema = z.object({
  id: z.string().min(1).max(100),
  name: label(200),
  location: label(200),
  distance: label(50),
  rating: z.number().min(0).max(5),
  amenities: z.array(label(100)).max(50),
  available: z.boolean(),
  pricePerNight: money,
  totalPrice: money,
  stars: z.number().int().min(0).max(7),
  nights: z.number().int().min(0).max(365),
});
export type Hotel = z.infer<typeof hotelSchema>;

/** A freight offer for the exhibition material (see docs/planner.md#offer-cards). */
export const logisticsOptionSchema = z.object({
  id: z.string().min(1).max(100),
  provider: label(100),
  service: label(100),
  estimatedDelivery: label(100),
  tracking: z.boolean(),
  pickupAvailable: z.boolean(),
  insurance: z.boolean(),
  specialServices: z.array(label(100)).max(20),
  price: money,
});
export type LogisticsOption = z.infer<typeof logisticsOptionSchema>;

/** A vendor carried to the final quote; price (or the estimate) adds to the total. */
/** What a vendor's `price` is (docs/quote-model.md#builder): its answer to a brief, awarded, or its listed price. */
export const vendorPriceKindSchema = z.enum(['bid', 'listed']);
export type VendorGivenPriceKind = z.infer<typeof vendorPriceKindSchema>;

export const selectedVendorSchema = z.object({
  id: label(100).optional(),
  name: label(200),
  category: label(50),
  location: label(200).optional(),
  /** A figure the vendor gave: an awarded bid, or its listed price (when `priceKind` is absent). */
  price: money.optional(),
  priceKind: vendorPriceKindSchema.optional(),
  /** StallPlan's estimate for this booth from the vendor's published rates (smart matching). */
  estimatedCost: money.optional(),
});
export type SelectedVendor = z.infer<typeof selectedVendorSchema>;
