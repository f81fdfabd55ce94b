import { daysBetween } from '@stallplan/contracts';
import { countNoun } from '@stallplan/pricing';
import { travellersLabel } from './flight-total.js';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** `2026-12-14` → `14 Dec 2026`, from the text alone so no time zone can move the day. */
export function formatCalendarDate(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  if (!match || !month) return date;
  return `${Number(match[3])} ${month} ${match[1]}`;
}

/** "Mumbai → Bangalore, 3 travellers, 14 Dec 2026". */
export function flightSearchSummary(search: { origin: string; destination: string; departureDate: string }, teamSize: number): string {
  return `${search.origin} → ${search.destination}, ${travellersLabel(teamSize)}, ${formatCalendarDate(search.departureDate)}`;
}

/** "Bangalore, 13 Dec 2026 to 17 Dec 2026 (4 nights), 3 guests, 1 room". */
export function hotelSearchSummary(search: { city: string; checkIn: string; checkOut: string; guests: number; rooms: number }): string {
  const nights = daysBetween(search.checkIn, search.checkOut);
  const stay = `${formatCalendarDate(search.checkIn)} to ${formatCalendarDate(search.checkOut)}`;
  return `${search.city}, ${Number.isFinite(nights) ? `${stay} (${countNoun(nights, 'night')})` : stay}, ${countNoun(search.guests, 'guest')}, ${countNoun(search.rooms, 'room')}`;
}

/** "Mumbai → Bangalore, exhibition material for a stall of 18 sq m, about 180 kg". */
export function logisticsSearchSummary(search: { origin: string; destination: string; stallSqm: number | undefined; weightKg: number }): string {
  const load = search.stallSqm === undefined ? 'exhibition material (stall size not given)' : `exhibition material for a stall of ${search.stallSqm} sq m`;
  return `${search.origin} → ${search.destination}, ${load}, about ${Math.round(search.weightKg)} kg`;
}
