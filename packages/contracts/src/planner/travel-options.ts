import { z } from 'zod';

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

/** A flight offer (§3 "Flight"); `price` is per person, `duration` ISO 8601 such as PT2H30M. */
export const flightSchema = z.object({
  id: z.string().min(1).max(100),
  airline: z.string().max(100),
  flightNumber: z.string().max(20),
  departureTime: z.string().max(40),
  arrivalTime: z.string().max(40),
  departureAirport: z.string().max(100),
  arrivalAirport: z.string().max(100),
  duration: z.string().max(20),
  stops: z.number().int().min(0).max(5),
  available: z.boolean(),
  class: z.string().max(30),
  price: money,
  /** What the fare includes or offers (baggage, meals, seats), typical of the carrier's economy fare. */
  services: z.array(z.string().max(100)).max(20).optional(),
});
export type Flight = z.infer<typeof flightSchema>;

/** A hotel offer (§3 "Hotel"). */
export const hotelSchema = z.object({
  id: z.string().min(1).max(100),
  name: z.string().max(200),
  location: z.string().max(200),
  distance: z.string().max(50),
  rating: z.number().min(0).max(5),
  amenities: z.array(z.string().max(100)).max(50),
  available: z.boolean(),
  pricePerNight: money,
  totalPrice: money,
  stars: z.number().int().min(0).max(7),
  nights: z.number().int().min(0).max(365),
});
export type Hotel = z.infer<typeof hotelSchema>;

/** A freight offer for the exhibition material (§3 "Logistics option"). */
export const logisticsOptionSchema = z.object({
  id: z.string().min(1).max(100),
  provider: z.string().max(100),
  service: z.string().max(100),
  estimatedDelivery: z.string().max(100),
  tracking: z.boolean(),
  pickupAvailable: z.boolean(),
  insurance: z.boolean(),
  specialServices: z.array(z.string().max(100)).max(20),
  price: money,
});
export type LogisticsOption = z.infer<typeof logisticsOptionSchema>;

/** A vendor carried to the final quote; price (or the estimate) adds to the total. */
export const selectedVendorSchema = z.object({
  id: z.string().max(100).optional(),
  name: z.string().max(200),
  category: z.string().max(50),
  location: z.string().max(200).optional(),
  price: money.optional(),
  estimatedCost: money.optional(),
});
export type SelectedVendor = z.infer<typeof selectedVendorSchema>;
