import { daysBetween } from '@stallplan/contracts';
import { seasonalNote } from '@stallplan/pricing';
import { dayOfWeek } from './ist-time.js';

/** No economy ticket on an Indian domestic route sells below or above these, taxes included. */
export const MIN_ECONOMY_FARE = 1_800;
export const MAX_ECONOMY_FARE = 45_000;

/** What an economy fare on a short hop starts from (fees and taxes), and what each km adds. */
const BASE_FARE = 1_400;
const FARE_PER_KM = 3.6;

export interface FareInputs {
  /** Great-circle km from origin to destination (a connection is priced on the direct distance). */
  distanceKm: number;
  /** `YYYY-MM-DD` */
  departureDate: string;
  /** The day the search is made, `YYYY-MM-DD`. */
  searchedOn: string;
  /** 1 for a typical carrier; a full-service carrier charges more, a low-cost one less. */
  carrierFactor: number;
  stops: number;
  /** Local departure time in minutes after midnight. */
  departureMinute: number;
  /** 0 to 1 from the offer's own seed: fare buckets differ between flights of a day. */
  variation: number;
}

/** Fares climb as the day comes closer: the cheap buckets sell first. */
export function advancePurchaseFactor(daysAhead: number): number {
  if (daysAhead <= 2) return 1.9;
  if (daysAhead <= 7) return 1.5;
  if (daysAhead <= 14) return 1.25;
  if (daysAhead <= 30) return 1.1;
  if (daysAhead <= 60) return 1;
  return 0.95;
}

/** Friday and Sunday flights fill with weekend travel; midweek and Saturday are quieter. */
export function weekdayFactor(date: string): number {
  switch (dayOfWeek(date)) {
    case 5:
    case 0:
      return 1.12;
    case 2:
    case 3:
    case 6:
      return 0.95;
    default:
      return 1;
  }
}

/** The product's seasons (see docs/planner.md#seasonal-note): October to March is the exhibition peak. */
export function seasonFactor(date: string): number {
  return 1 + (seasonalNote(date)?.adjustmentPercent ?? 0) / 100;
}

/** Business travellers want the morning and evening banks; red-eyes and dawn flights sell cheaper. */
export function timeOfDayFactor(departureMinute: number): number {
  const hour = Math.floor(departureMinute / 60) % 24;
  if (hour < 7 || hour >= 21) return 0.93;
  if ((hour >= 7 && hour < 10) || (hour >= 17 && hour < 21)) return 1.08;
  return 1;
}

/** An economy fare per person in whole rupees, always between the minimum and maximum fare. */
export function economyFare(inputs: FareInputs): number {
  const daysAhead = Math.max(0, daysBetween(inputs.searchedOn, inputs.departureDate));
  const fare =
    (BASE_FARE + FARE_PER_KM * Math.max(0, inputs.distanceKm)) *
    advancePurchaseFactor(daysAhead) *
    weekdayFactor(inputs.departureDate) *
    seasonFactor(inputs.departureDate) *
    inputs.carrierFactor *
    (inputs.stops > 0 ? 0.9 : 1) *
    timeOfDayFactor(inputs.departureMinute) *
    (0.92 + 0.16 * Math.min(1, Math.max(0, inputs.variation)));
  return Math.round(Math.min(MAX_ECONOMY_FARE, Math.max(MIN_ECONOMY_FARE, fare)));
}
