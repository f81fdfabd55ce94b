import { z } from 'zod';
import { documentedInput, withRule } from '../http/define-routes.js';
import { TEAM_SIZE_MAX, TEAM_SIZE_MIN } from '../enumerations/planner-options.js';
import { successResponseSchema } from '../envelope.js';
import { cityCodeSchema } from '../geography/city.js';
import { optionalDate, optionalText, optionalWholeNumber, requiredText } from '../shared/input-fields.js';
import { positiveAmount } from './positive-amount.js';
import { MAX_BOOTH_AREA } from './stall-design.js';
import { flightSchema, hotelSchema, logisticsOptionSchema } from './travel-options.js';
import { addDays, daysBetween, utcToday } from './utc-calendar-day.js';

// ---- The request defaults (docs/planner.md#search-requests) ----

export const DEFAULT_FLIGHT_ORIGIN = 'Mumbai';
export const DEFAULT_FLIGHT_DESTINATION = 'Delhi';
export const DEFAULT_PASSENGERS = 2;
/** Indian carriers take at most nine travellers on one booking (PNR). */
export const MAX_PASSENGERS = 9;
/** The planner searches economy fares only. */
export const FLIGHT_CLASS = 'economy';

export const DEFAULT_GUESTS = 2;
/** The default hotel stay, 3 nights in ms (see docs/planner.md#days-and-nights). */
export const DEFAULT_HOTEL_NIGHTS = 3;
/** The planner books one room for the whole team. */
export const HOTEL_ROOMS = 1;
/** Longer than any exhibition stay; keeps a provider query small. */
export const MAX_HOTEL_NIGHTS = 60;

export const DEFAULT_LOGISTICS_ORIGIN = 'Delhi';
export const CARGO_TYPE = 'exhibition_materials';
/** Stall size the logistics load is estimated from when none is known. */
export const DEFAULT_LOGISTICS_STALL_SQM = 5;
export const CARGO_KG_PER_SQM = 10;
const MAX_CARGO_KG = MAX_BOOTH_AREA * CARGO_KG_PER_SQM;
const MAX_CARGO_SIDE = MAX_BOOTH_AREA * 2;

/** No screen shows more offers than this; a provider's longer list is cut. */
export const MAX_TRAVEL_RESULTS = 100;
export const PLACE_MAX_LENGTH = 100;
/** A venue as the events catalogue writes it, other names in brackets included. */
export const VENUE_MAX_LENGTH = 200;
export const MAX_DISTANCE_PLACES = 10;

// ---- Field helpers ----

function place(what: string, fallback: string) {
  return withRule(
    optionalText(what, PLACE_MAX_LENGTH).transform((value) => value ?? fallback),
    `A city StallPlan knows (an Indian city such as Mumbai, New Delhi or Bangalore); left out, ${fallback}.`,
  );
}

/** A head count that may be left blank; anything given must be a whole number from 1 to `max`. */
function optionalHeadCount(what: string, max: number = TEAM_SIZE_MAX) {
  return optionalWholeNumber(what, TEAM_SIZE_MIN, max);
}

/** Travel starts today or later (the day in UTC, as the defaults are). */
const NOT_PAST_RULE = 'Today (UTC) or a later day.';
/** What a stay's check-out must be, beside being a date. */
const STAY_RULE = `After the check-in date (today when none is given), and at most ${MAX_HOTEL_NIGHTS} nights after it.`;

function headCount(what: string, fallback: number, max: number = TEAM_SIZE_MAX) {
  return optionalHeadCount(what, max).transform((value) => value ?? fallback);
}

// ---- The freight load (docs/planner.md#search-requests) ----

export interface CargoLoad {
  /** kg */
  weight: number;
  dimensions: { length: number; width: number; height: number };
}

/**
 * What a stall ships (see docs/planner.md#search-requests): 10 kg per square metre; length and width twice the size,
 * height the size. The sides carry no unit: they measure bulk only.
 * A missing or non-positive size counts as 5.
 */
export function cargoLoadFor(stallSizeSqm?: number | null): CargoLoad {
  const size =
    typeof stallSizeSqm === 'number' && Number.isFinite(stallSizeSqm) && stallSizeSqm > 0
      ? Math.min(stallSizeSqm, MAX_BOOTH_AREA)
      : DEFAULT_LOGISTICS_STALL_SQM;
  return { weight: size * CARGO_KG_PER_SQM, dimensions: { length: size * 2, width: size * 2, height: size } };
}

// ---- Flights ----

/**
 * POST /api/flights/search. Missing values take the request defaults at parse time: Mumbai to Delhi,
 * leaving today (UTC), 2 passengers, economy. One booking holds 1 to 9 passengers.
 */
export const flightSearchRequestSchema = z
  .object({
    origin: place('Origin', DEFAULT_FLIGHT_ORIGIN),
    destination: place('Destination', DEFAULT_FLIGHT_DESTINATION),
    departureDate: withRule(optionalDate('Departure date'), NOT_PAST_RULE).transform((value) => value ?? utcToday()),
    returnDate: withRule(optionalDate('Return date'), 'On or after the departure date.'),
    passengers: headCount('Passengers', DEFAULT_PASSENGERS, MAX_PASSENGERS),
    class: z.literal(FLIGHT_CLASS, { error: 'Class must be economy: the planner searches economy fares only.' }).default(FLIGHT_CLASS),
  })
  .refine((request) => request.returnDate === undefined || request.returnDate >= request.departureDate, {
    path: ['returnDate'],
    message: 'Return date must be on or after the departure date.',
  });
export type FlightSearchRequestInput = z.input<typeof flightSearchRequestSchema>;
export type FlightSearchRequest = z.output<typeof flightSearchRequestSchema>;

/** The planner reads `outbound`; `return` comes only when a return date was asked for. */
export const flightSearchResponseSchema = z.object({
  success: z.literal(true),
  outbound: z.array(flightSchema).max(MAX_TRAVEL_RESULTS),
  return: z.array(flightSchema).max(MAX_TRAVEL_RESULTS).optional(),
  total: z.number().int().nonnegative(),
});
export type FlightSearchResponse = z.infer<typeof flightSearchResponseSchema>;

// ---- Hotels ----

/**
 * POST /api/hotels/search. The browser names the place `city` or `destination`; either is read
 * and the parsed request carries it as `city`. Check-in defaults to today (UTC) and check-out to
 * three nights after check-in (the default stay), which is today + 3 days when both are missing;
 * counting from check-in keeps a future check-in valid. One room, 2 guests by default. `venue`,
 * optional, is where the show is held (the catalogue's text, such as "Bangalore International
 * Exhibition Centre (BIEC)"): every hotel's distance is measured from it; left out, from the
 * city's main exhibition venue.
 */
export const hotelSearchRequestSchema = z
  .object({
    city: withRule(optionalText('City', PLACE_MAX_LENGTH), 'A city StallPlan knows (an Indian city such as Mumbai, New Delhi or Bangalore).'),
    destination: withRule(optionalText('Destination', PLACE_MAX_LENGTH), 'A city StallPlan knows (an Indian city such as Mumbai, New Delhi or Bangalore).'),
    checkIn: withRule(optionalDate('Check-in date'), NOT_PAST_RULE),
    checkOut: withRule(optionalDate('Check-out date'), STAY_RULE),
    guests: headCount('Guests', DEFAULT_GUESTS),
    rooms: z.literal(HOTEL_ROOMS, { error: 'Rooms must be 1: the planner books one room for the team.' }).default(HOTEL_ROOMS),
    venue: optionalText('Venue', VENUE_MAX_LENGTH),
  })
  .refine((request) => request.city !== undefined || request.destination !== undefined, {
    path: ['city'],
    message: 'City is required to search for hotels.',
  })
  .transform((request) => {
    const checkIn = request.checkIn ?? utcToday();
    return {
      city: request.city ?? request.destination ?? '',
      checkIn,
      checkOut: request.checkOut ?? addDays(checkIn, DEFAULT_HOTEL_NIGHTS),
      guests: request.guests,
      rooms: request.rooms,
      ...(request.venue !== undefined ? { venue: request.venue } : {}),
    };
  })
  .refine((request) => request.checkOut > request.checkIn, {
    path: ['checkOut'],
    message: 'Check-out date must be after the check-in date.',
  })
  .refine((request) => daysBetween(request.checkIn, request.checkOut) <= MAX_HOTEL_NIGHTS, {
    path: ['checkOut'],
    message: `A stay can be at most ${MAX_HOTEL_NIGHTS} nights.`,
  });
export type HotelSearchRequestInput = z.input<typeof hotelSearchRequestSchema>;
export type HotelSearchRequest = z.output<typeof hotelSearchRequestSchema>;

export const hotelSearchResponseSchema = z.object({
  success: z.literal(true),
  hotels: z.array(hotelSchema).max(MAX_TRAVEL_RESULTS),
  total: z.number().int().nonnegative(),
});
export type HotelSearchResponse = z.infer<typeof hotelSearchResponseSchema>;

// ---- Logistics ----

const cargoDimensionsSchema = z.object(
  {
    length: positiveAmount('Length', MAX_CARGO_SIDE),
    width: positiveAmount('Width', MAX_CARGO_SIDE),
    height: positiveAmount('Height', MAX_CARGO_SIDE),
  },
  { error: 'Dimensions must give length, width and height.' },
);

/**
 * POST /api/logistics/search. Origin defaults to Delhi and the cargo is always exhibition
 * material; a missing weight or size is that of a 5 sq m stall (the default stall size, see docs/planner.md#search-requests).
 */
export const logisticsSearchRequestSchema = z.object({
  origin: place('Origin', DEFAULT_LOGISTICS_ORIGIN),
  destination: withRule(requiredText('Destination', PLACE_MAX_LENGTH), 'A city StallPlan knows (an Indian city such as Mumbai, New Delhi or Bangalore).'),
  cargoType: z.literal(CARGO_TYPE, { error: 'Cargo type must be exhibition_materials.' }).default(CARGO_TYPE),
  weight: positiveAmount('Weight', MAX_CARGO_KG).default(() => cargoLoadFor().weight),
  // A fresh object each time, so no parsed request shares (and can change) another's.
  dimensions: cargoDimensionsSchema.default(() => cargoLoadFor().dimensions),
});
export type LogisticsSearchRequestInput = z.input<typeof logisticsSearchRequestSchema>;
export type LogisticsSearchRequest = z.output<typeof logisticsSearchRequestSchema>;

export const logisticsSearchResponseSchema = z.object({
  success: z.literal(true),
  logistics: z.array(logisticsOptionSchema).max(MAX_TRAVEL_RESULTS),
  total: z.number().int().nonnegative(),
});
export type LogisticsSearchResponse = z.infer<typeof logisticsSearchResponseSchema>;

// ---- Geocode and distance ----

/** POST /api/geocode. */
export const geocodeRequestSchema = z.object({ address: requiredText('Address', 300) });
export type GeocodeRequestInput = z.input<typeof geocodeRequestSchema>;
export type GeocodeRequest = z.output<typeof geocodeRequestSchema>;

/** What the planner needs to place a city. */
export const geocodeResultSchema = z.object({
  address: z.string().max(300),
  city: z.string().max(PLACE_MAX_LENGTH).optional(),
  state: z.string().max(PLACE_MAX_LENGTH).optional(),
  /** The city's airport-style code, as the city selects show it. */
  code: cityCodeSchema.optional(),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
});
export type GeocodeResult = z.infer<typeof geocodeResultSchema>;

export const geocodeResponseSchema = successResponseSchema(geocodeResultSchema);
export type GeocodeResponse = z.infer<typeof geocodeResponseSchema>;

/** One place or a list of them; the parsed request always holds a list. */
function placeList(one: string, many: string) {
  const list = z.preprocess(
    (value) => (typeof value === 'string' ? [value] : value),
    z
      .array(requiredText(one, 200), {
        error: (issue) => (issue.input === undefined ? `${many} are required.` : `${many} must be a place or a list of places.`),
      })
      .min(1, `${many} are required.`)
      .max(MAX_DISTANCE_PLACES, `${many}: at most ${MAX_DISTANCE_PLACES} places.`),
  );
  // A single place is read as a list of one.
  return documentedInput(list, (generated) => ({ anyOf: [generated.items, generated], description: `${many}: one place, or a list of them.` }));
}

/**
 * POST /api/distance. Places are city names or addresses. The answer is a single distance, from
 * the first origin to the first destination; lists are accepted, as clients send them.
 */
export const distanceRequestSchema = z.object({
  origins: placeList('Origin', 'Origins'),
  destinations: placeList('Destination', 'Destinations'),
});
export type DistanceRequestInput = z.input<typeof distanceRequestSchema>;
export type DistanceRequest = z.output<typeof distanceRequestSchema>;

/**
 * `geodesic`: great-circle distance between the geocoded places times a road factor; `fallback`:
 * fixed figures (docs/planner.md#distance-estimates: major city pairs, same city, same state, unknown pair) when a place
 * could not be located or both are the same place.
 */
export const distanceMethodSchema = z.enum(['geodesic', 'fallback']);
export type DistanceMethod = z.infer<typeof distanceMethodSchema>;

export const distanceResultSchema = z.object({
  /** Road kilometres, what step 1's distance field holds. */
  distanceKm: z.number().nonnegative().max(50_000),
  /** The estimated flight time for that distance (see docs/planner.md#distance-estimates). */
  durationMinutes: z.number().int().nonnegative(),
  method: distanceMethodSchema,
});
export type DistanceResult = z.infer<typeof distanceResultSchema>;

export const distanceResponseSchema = successResponseSchema(distanceResultSchema);
export type DistanceResponse = z.infer<typeof distanceResponseSchema>;

// ---- All at once ----

type SearchPart = 'flights' | 'hotels' | 'logistics';

/**
 * POST /api/travel/comprehensive: the planner's whole search in one object. It is parsed into the
 * three searches above, each with its own defaults (flights leave Mumbai by default, freight
 * Delhi), so the comprehensive call and the separate calls can never disagree. Hotel dates fall
 * back to the travel dates (a return on the day of arrival gives the default stay), and guests to
 * passengers.
 */
export const comprehensiveTravelRequestSchema = z
  .object({
    origin: withRule(optionalText('Origin', PLACE_MAX_LENGTH), 'A city StallPlan knows (an Indian city such as Mumbai, New Delhi or Bangalore).'),
    destination: withRule(requiredText('Destination', PLACE_MAX_LENGTH), 'A city StallPlan knows (an Indian city such as Mumbai, New Delhi or Bangalore).'),
    departureDate: withRule(optionalDate('Departure date'), NOT_PAST_RULE),
    returnDate: withRule(optionalDate('Return date'), 'On or after the departure date.'),
    checkIn: withRule(optionalDate('Check-in date'), NOT_PAST_RULE),
    checkOut: withRule(optionalDate('Check-out date'), STAY_RULE),
    passengers: optionalHeadCount('Passengers', MAX_PASSENGERS),
    guests: optionalHeadCount('Guests'),
    /** Square metres; sizes the freight (see docs/planner.md#search-requests). */
    stallSize: positiveAmount('Stall size', MAX_BOOTH_AREA).optional(),
  })
  .transform((search, context) => {
    const checkIn = search.checkIn ?? search.departureDate ?? utcToday();
    const stayUntilReturn = search.returnDate !== undefined && search.returnDate > checkIn ? search.returnDate : undefined;
    const parts = {
      flights: flightSearchRequestSchema.safeParse({
        origin: search.origin,
        destination: search.destination,
        departureDate: search.departureDate,
        returnDate: search.returnDate,
        passengers: search.passengers,
      }),
      hotels: hotelSearchRequestSchema.safeParse({
        city: search.destination,
        checkIn,
        checkOut: search.checkOut ?? stayUntilReturn,
        guests: search.guests ?? search.passengers,
      }),
      logistics: logisticsSearchRequestSchema.safeParse({ origin: search.origin, destination: search.destination, ...cargoLoadFor(search.stallSize) }),
    };
    for (const part of Object.keys(parts) as SearchPart[]) {
      const result = parts[part];
      if (!result.success) for (const issue of result.error.issues) context.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    }
    if (!parts.flights.success || !parts.hotels.success || !parts.logistics.success) return z.NEVER;
    return { flights: parts.flights.data, hotels: parts.hotels.data, logistics: parts.logistics.data };
  });
export type ComprehensiveTravelRequestInput = z.input<typeof comprehensiveTravelRequestSchema>;
/** The three searches the comprehensive call runs. */
export type ComprehensiveTravelRequest = z.output<typeof comprehensiveTravelRequestSchema>;

const partFailureMessage = z.string().max(300);

/**
 * Each part is empty when its provider could not answer, as the browser's own fallback is, and
 * `errors` says why in a sentence under the part's name; `distance` is null when it could not be
 * measured. `errors` is empty when every part answered.
 */
export const comprehensiveTravelResponseSchema = z.object({
  success: z.literal(true),
  hotels: z.array(hotelSchema).max(MAX_TRAVEL_RESULTS),
  flights: z.array(flightSchema).max(MAX_TRAVEL_RESULTS),
  logistics: z.array(logisticsOptionSchema).max(MAX_TRAVEL_RESULTS),
  distance: distanceResultSchema.nullable(),
  errors: z.object({
    flights: partFailureMessage.optional(),
    hotels: partFailureMessage.optional(),
    logistics: partFailureMessage.optional(),
    distance: partFailureMessage.optional(),
  }),
  timestamp: z.iso.datetime({ offset: true }),
});
export type ComprehensiveTravelResponse = z.infer<typeof comprehensiveTravelResponseSchema>;

// ---- Requests from the planner's state ----

/** The planner fields the travel searches read; blanks count as missing, as on the form. */
export interface PlannerTravelFields {
  originCity?: string | null;
  destinationCity?: string | null;
  arrivalDate?: string | null;
  departureDate?: string | null;
  exhibitionStartDate?: string | null;
  teamSize?: number | string | null;
  /** The venue of the catalogue show the plan names, when it is in the destination city. */
  venue?: string | null;
}

function given(text: string | null | undefined): string | undefined {
  const trimmed = text?.trim();
  return trimmed ? trimmed : undefined;
}

function partySize(teamSize: PlannerTravelFields['teamSize'], fallback: number): number {
  const size = typeof teamSize === 'string' ? Number(teamSize.trim()) : teamSize;
  return typeof size === 'number' && Number.isInteger(size) && size >= TEAM_SIZE_MIN && size <= TEAM_SIZE_MAX ? size : fallback;
}

/**
 * Step 4's request: the team flies in on its arrival date (else the exhibition's first day, else
 * today) and back on its departure date when that is not earlier. Fares are per person, so a team
 * of ten (two bookings) searches with the nine one booking holds.
 */
export function flightSearchRequestFrom(formData: PlannerTravelFields, now: Date = new Date()): FlightSearchRequest {
  const departureDate = given(formData.arrivalDate) ?? given(formData.exhibitionStartDate) ?? utcToday(now);
  const returnDate = given(formData.departureDate);
  return {
    origin: given(formData.originCity) ?? DEFAULT_FLIGHT_ORIGIN,
    destination: given(formData.destinationCity) ?? DEFAULT_FLIGHT_DESTINATION,
    departureDate,
    ...(returnDate !== undefined && returnDate >= departureDate ? { returnDate } : {}),
    passengers: Math.min(partySize(formData.teamSize, DEFAULT_PASSENGERS), MAX_PASSENGERS),
    class: FLIGHT_CLASS,
  };
}

/**
 * Step 5's request: from the arrival date (else today) to the departure date; a departure date
 * missing or not after check-in gives the default stay of 3 nights instead. The show's venue,
 * when known, is what the hotels' distances are measured from.
 */
export function hotelSearchRequestFrom(formData: PlannerTravelFields, now: Date = new Date()): HotelSearchRequestInput {
  const checkIn = given(formData.arrivalDate) ?? utcToday(now);
  const departure = given(formData.departureDate);
  const venue = given(formData.venue);
  return {
    city: given(formData.destinationCity),
    checkIn,
    checkOut: departure !== undefined && departure > checkIn ? departure : addDays(checkIn, DEFAULT_HOTEL_NIGHTS),
    guests: partySize(formData.teamSize, DEFAULT_GUESTS),
    rooms: HOTEL_ROOMS,
    ...(venue !== undefined ? { venue } : {}),
  };
}

/** Step 6's request: freight for a stall of `stallSizeSqm` (5 when unknown) from the home city. */
export function logisticsSearchRequestFrom(formData: PlannerTravelFields, stallSizeSqm?: number | null): LogisticsSearchRequestInput {
  return {
    origin: given(formData.originCity) ?? DEFAULT_LOGISTICS_ORIGIN,
    // Missing, it makes the request fail with "Destination is required.": the search needs one.
    destination: given(formData.destinationCity),
    cargoType: CARGO_TYPE,
    ...cargoLoadFor(stallSizeSqm),
  };
}
