import { daysBetween } from '@stallplan/contracts';
import { seasonFactor } from './fare-model.js';

/** A typical room night for two by star rating, in rupees, before city and date adjustments. */
export const ROOM_RATE_BY_STARS: Readonly<Record<number, number>> = { 2: 2_200, 3: 3_800, 4: 6_800, 5: 12_500 };
export const MIN_ROOM_RATE = 1_200;
export const MAX_ROOM_RATE = 60_000;
/** A room is priced for two; each further guest pays a quarter of the room rate (extra bed, breakfast). */
export const GUESTS_IN_ROOM_RATE = 2;
export const EXTRA_GUEST_SHARE = 0.25;

export interface RoomRateInputs {
  stars: number;
  /** The city's price level: 1 for a typical metro. */
  cityFactor: number;
  checkIn: string;
  searchedOn: string;
  /** Distance to the venue; the closest hotels sell at a premium during a show. */
  kmToVenue: number;
  guests: number;
  /** 0 to 1 from the hotel's own seed. */
  variation: number;
}

/** A night in one room for the party, rounded to ₹50 as hotels quote, between the minimum and maximum rate. */
export function nightlyRate(inputs: RoomRateInputs): number {
  const base = ROOM_RATE_BY_STARS[inputs.stars] ?? ROOM_RATE_BY_STARS[3] ?? 3_800;
  const daysAhead = Math.max(0, daysBetween(inputs.searchedOn, inputs.checkIn));
  const lastMinute = daysAhead <= 3 ? 1.1 : daysAhead <= 14 ? 1.05 : 1;
  const nearVenue = inputs.kmToVenue <= 2 ? 1.1 : inputs.kmToVenue <= 5 ? 1.04 : 1;
  const extraGuests = Math.max(0, inputs.guests - GUESTS_IN_ROOM_RATE);
  const rate =
    base *
    inputs.cityFactor *
    seasonFactor(inputs.checkIn) *
    lastMinute *
    nearVenue *
    (0.9 + 0.2 * Math.min(1, Math.max(0, inputs.variation))) *
    (1 + EXTRA_GUEST_SHARE * extraGuests);
  return Math.min(MAX_ROOM_RATE, Math.max(MIN_ROOM_RATE, Math.round(rate / 50) * 50));
}
