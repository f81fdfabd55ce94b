import { accommodationLevelOptions, findCityByName, type Flight, type Hotel, type PlannerFormData, type QuoteLine } from '@stallplan/contracts';
import { formatFlightTimes } from '../calendar/flight-times.js';
import { formatInr } from '../format-inr.js';
import { wholeRupees } from '../money/whole-rupees.js';
import { countNoun } from '../words/count-noun.js';
import { quoteLine } from './quote-line.js';
import { QUOTE_RATES } from './quote-rates.js';

export type QuoteFlight = Pick<Flight, 'price'> &
  Partial<Pick<Flight, 'airline' | 'flightNumber' | 'departureTime' | 'arrivalTime' | 'departureAirport' | 'arrivalAirport'>>;
export type QuoteHotel = Pick<Hotel, 'totalPrice'> & Partial<Pick<Hotel, 'name' | 'pricePerNight' | 'nights'>>;

export type JourneyLeg = 'outbound' | 'return';

const LEG_WORDS: Record<JourneyLeg, string> = { outbound: 'journey to the show', return: 'journey home' };

/**
 * Which journey a flight makes: one leaving from the show's city is the journey home, any other the
 * journey there (the planner books the outbound flight; an API client may send both).
 */
export function flightLeg(flight: QuoteFlight, destinationCity: string | undefined): JourneyLeg {
  const from = flight.departureAirport?.trim().toLowerCase() ?? '';
  const city = destinationCity?.trim().toLowerCase() ?? '';
  return city !== '' && from.startsWith(city) ? 'return' : 'outbound';
}

/** A city as compared: its listed name when it is one we list (`Bengaluru` is Bangalore), else as typed. */
function cityKey(name: string | undefined): string {
  const typed = name?.trim() ?? '';
  return (findCityByName(typed)?.name ?? typed).toLowerCase();
}

/**
 * A team based in the show's city (docs/quote-model.md#travel-and-stay): its departure city is the
 * arrival city, so it needs no flight or hotel, only a way to the venue each day.
 */
export function isLocalTeam(formData: Pick<PlannerFormData, 'originCity' | 'destinationCity'>): boolean {
  const from = cityKey(formData.originCity);
  return from !== '' && from === cityKey(formData.destinationCity);
}

function flightLabel(flight: QuoteFlight): string {
  const name = [flight.airline, flight.flightNumber].filter(Boolean).join(' ');
  const route = flight.departureAirport && flight.arrivalAirport ? `, ${flight.departureAirport} → ${flight.arrivalAirport}` : '';
  return `Flight${name ? ` ${name}` : ''}${route}`;
}

/**
 * Fares and the travel allowance (docs/quote-model.md#travel-and-stay): each chosen flight is its
 * fare × the travellers; the allowance stands only for journeys no flight was chosen for, and the
 * journey home is priced at the chosen outbound fare on the same route when there is one. A team
 * based in the show's city has a local conveyance allowance for the show days instead.
 */
export function travelQuoteLines(
  formData: Pick<PlannerFormData, 'originCity' | 'destinationCity'>,
  flights: readonly QuoteFlight[],
  teamSize: number,
  showDays: number,
): QuoteLine[] {
  const travellers = countNoun(teamSize, 'traveller');
  const covered = new Set<JourneyLeg>();
  let outboundFare: number | undefined;
  const lines = flights.map((flight, index) => {
    const leg = flightLeg(flight, formData.destinationCity);
    covered.add(leg);
    if (leg === 'outbound' && outboundFare === undefined) outboundFare = wholeRupees(flight.price);
    const when = flight.departureTime && flight.arrivalTime ? `${formatFlightTimes(flight.departureTime, flight.arrivalTime)} IST; ` : '';
    return quoteLine({
      key: `travel.flight.${index + 1}`,
      category: 'travelAndStay',
      label: flightLabel(flight),
      basis: `${when}${formatInr(wholeRupees(flight.price))} × ${travellers}, your ${LEG_WORDS[leg]}, fare with taxes`,
      source: 'choice',
      taxClass: 'fares',
      amount: wholeRupees(flight.price) * teamSize,
    });
  });
  if (isLocalTeam(formData)) {
    const rate = QUOTE_RATES.localConveyancePerPersonPerDay;
    lines.push(
      quoteLine({
        key: 'travel.local',
        category: 'travelAndStay',
        label: `Local conveyance allowance (team based in ${formData.destinationCity?.trim() ?? 'the show city'})`,
        basis: `${travellers} × ${countNoun(showDays, 'show day')} × ${formatInr(rate)}, a typical day's cab to the venue and back; no flight or hotel is needed`,
        source: 'estimate',
        allowance: true,
        taxClass: 'fares',
        amount: teamSize * showDays * rate,
      }),
    );
    return lines;
  }
  const open = (['outbound', 'return'] as const).filter((leg) => !covered.has(leg));
  if (open.length === 1 && open[0] === 'return' && outboundFare !== undefined) {
    // The way home is on the same route as the flight there: its fare is the better guess.
    lines.push(
      quoteLine({
        key: 'travel.allowance',
        category: 'travelAndStay',
        label: 'Travel allowance, journey home (no flight chosen)',
        basis: `${travellers} × ${formatInr(outboundFare)}, the fare of your flight there, on the same route; choose a flight home in step 4`,
        source: 'estimate',
        allowance: true,
        taxClass: 'fares',
        amount: teamSize * outboundFare,
      }),
    );
    return lines;
  }
  if (open.length > 0) {
    const rate = QUOTE_RATES.travelPerPersonPerLeg;
    const what = open.length === 2 ? 'there and back' : LEG_WORDS[open[0] ?? 'return'];
    lines.push(
      quoteLine({
        key: 'travel.allowance',
        category: 'travelAndStay',
        label: `Travel allowance, ${what} (no flight chosen)`,
        basis: `${travellers} × ${countNoun(open.length, 'journey')} × ${formatInr(rate)}, a typical fare with taxes`,
        source: 'estimate',
        allowance: true,
        taxClass: 'fares',
        amount: teamSize * open.length * rate,
      }),
    );
  }
  return lines;
}

/** Rooms a hotel offer prices: its total over nightly rate × nights, when that divides exactly. */
export function hotelRooms(hotel: QuoteHotel): number | null {
  const perNight = wholeRupees(hotel.pricePerNight);
  const nights = wholeRupees(hotel.nights);
  if (perNight === 0 || nights === 0) return null;
  const rooms = wholeRupees(hotel.totalPrice) / (perNight * nights);
  return Number.isInteger(rooms) && rooms >= 1 ? rooms : null;
}

/**
 * The hotel and the stay allowance: a chosen hotel is its total (rooms × nights × rate) and covers
 * the team for its nights; the allowance stands only for the nights it does not cover, and never
 * for a team based in the show's city.
 */
export function stayQuoteLines(
  formData: Pick<PlannerFormData, 'accommodationLevel' | 'originCity' | 'destinationCity'>,
  hotel: QuoteHotel | null | undefined,
  teamSize: number,
  nightsNeeded: number,
): QuoteLine[] {
  const lines: QuoteLine[] = [];
  let uncoveredNights = nightsNeeded;
  if (hotel) {
    const nights = wholeRupees(hotel.nights);
    const rooms = hotelRooms(hotel);
    uncoveredNights = nights > 0 ? Math.max(0, nightsNeeded - nights) : 0;
    const basis =
      rooms !== null
        ? `${countNoun(rooms, 'room')} × ${countNoun(nights, 'night')} × ${formatInr(wholeRupees(hotel.pricePerNight))}, tariff with taxes`
        : `${nights > 0 ? `${countNoun(nights, 'night')}, ` : ''}tariff with taxes`;
    lines.push(
      quoteLine({
        key: 'stay.hotel',
        category: 'travelAndStay',
        label: `Hotel: ${hotel.name ?? 'chosen hotel'}`,
        basis,
        source: 'choice',
        taxClass: 'hotel',
        amount: hotel.totalPrice,
      }),
    );
  }
  if (uncoveredNights > 0 && !isLocalTeam(formData)) {
    const rate = QUOTE_RATES.accommodationPerNight[formData.accommodationLevel];
    lines.push(
      quoteLine({
        key: 'stay.allowance',
        category: 'travelAndStay',
        label: hotel ? 'Stay allowance for nights the hotel does not cover' : 'Stay allowance (no hotel chosen)',
        basis: `${countNoun(uncoveredNights, 'night')} × ${countNoun(teamSize, 'traveller')} × ${formatInr(rate)}, ${accommodationLevelOptions.label(formData.accommodationLevel).toLowerCase()} hotel with taxes`,
        source: 'estimate',
        allowance: true,
        taxClass: 'hotel',
        amount: uncoveredNights * teamSize * rate,
      }),
    );
  }
  return lines;
}
