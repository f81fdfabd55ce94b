import {
  type CARGO_TYPE,
  type City,
  daysBetween,
  type FieldIssue,
  findCityByName,
  type FLIGHT_CLASS,
  type FlightSearchRequest,
  type HotelSearchRequest,
  type LogisticsSearchRequest,
} from '@stallplan/contracts';
import { AppError, type ErrorCode } from '@stallplan/service-kit';
import type { CargoDimensionsCm } from './chargeable-weight.js';
import { type ExhibitionVenue, venueNamedIn, venuesIn } from './exhibition-venues.js';

/**
 * What a provider is asked, normalised: cities by their code, so "Bombay", "mumbai" and "Mumbai"
 * are one query, one cache entry and one answer.
 */
export interface FlightQuery {
  origin: string;
  destination: string;
  date: string;
  passengers: number;
  cabin: typeof FLIGHT_CLASS;
}

export interface HotelQuery {
  city: string;
  checkIn: string;
  checkOut: string;
  guests: number;
  rooms: number;
  /** The venue every hotel's distance is measured from, as `venuesIn` names it: one per search. */
  venue: string;
}

export interface LogisticsQuery {
  origin: string;
  destination: string;
  cargoType: typeof CARGO_TYPE;
  weightKg: number;
  dimensionsCm: CargoDimensionsCm;
}

/** Collects every problem of a request, so one answer names them all. */
class RequestProblems {
  private readonly issues: FieldIssue[] = [];

  add(path: string, message: string): void {
    this.issues.push({ path, message });
  }

  city(path: string, what: string, name: string): City | undefined {
    const city = findCityByName(name);
    if (!city) this.add(path, `${what} "${name}" is not a city we know; choose an Indian city such as Mumbai, New Delhi or Bangalore.`);
    return city;
  }

  /** Travel cannot start before today (UTC, the day the request defaults use). */
  notPast(path: string, what: string, date: string, today: string): void {
    if (daysBetween(today, date) < 0) this.add(path, `${what} ${date} is in the past; choose today (${today}) or a later date.`);
  }

  throwIfAny(code: ErrorCode = 'VALIDATION_FAILED'): void {
    if (this.issues.length > 0) {
      throw new AppError(code, this.issues.map((issue) => issue.message).join(' '), this.issues);
    }
  }
}

export interface FlightQueries {
  outbound: FlightQuery;
  /** Only when a return date was asked for. */
  inbound?: FlightQuery;
}

/** The flight searches of a parsed request; unknown cities and past dates are refused with 400. */
export function flightQueriesFrom(request: FlightSearchRequest, today: string): FlightQueries {
  const problems = new RequestProblems();
  const origin = problems.city('origin', 'Origin', request.origin);
  const destination = problems.city('destination', 'Destination', request.destination);
  problems.notPast('departureDate', 'Departure date', request.departureDate, today);
  problems.throwIfAny();
  const leg = (from: City, to: City, date: string): FlightQuery => ({
    origin: from.code,
    destination: to.code,
    date,
    passengers: request.passengers,
    cabin: request.class,
  });
  const outbound = leg(origin as City, destination as City, request.departureDate);
  return request.returnDate === undefined ? { outbound } : { outbound, inbound: leg(destination as City, origin as City, request.returnDate) };
}

/**
 * The venue a hotel search measures from: the city's venue the request's `venue` names, else the
 * city's main venue (also for a venue we have no place for, since the show is still in that city).
 * A venue we know in another city is refused: its hotels would all be a flight away.
 */
function searchVenue(problems: RequestProblems, city: City, venueText: string | undefined): ExhibitionVenue {
  const venues = venuesIn(city);
  const main = venues[0] as ExhibitionVenue;
  if (venueText === undefined) return main;
  const named = venueNamedIn(venueText, venues);
  if (named) return named;
  const elsewhere = venueNamedIn(venueText);
  if (elsewhere) problems.add('venue', `Venue "${venueText}" is in ${elsewhere.city}, not ${city.name}; name a venue in ${city.name} or leave the venue out.`);
  return main;
}

/**
 * The hotel search of a parsed request; an unknown city, a stay starting in the past or a venue
 * in another city is refused with 400.
 */
export function hotelQueryFrom(request: HotelSearchRequest, today: string): HotelQuery {
  const problems = new RequestProblems();
  const city = problems.city('city', 'City', request.city);
  problems.notPast('checkIn', 'Check-in date', request.checkIn, today);
  const venue = city ? searchVenue(problems, city, request.venue) : undefined;
  problems.throwIfAny();
  return {
    city: (city as City).code,
    checkIn: request.checkIn,
    checkOut: request.checkOut,
    guests: request.guests,
    rooms: request.rooms,
    venue: (venue as ExhibitionVenue).name,
  };
}

/** The freight search of a parsed request; unknown cities are refused with 400. */
export function logisticsQueryFrom(request: LogisticsSearchRequest): LogisticsQuery {
  const problems = new RequestProblems();
  const origin = problems.city('origin', 'Origin', request.origin);
  const destination = problems.city('destination', 'Destination', request.destination);
  problems.throwIfAny();
  return {
    origin: (origin as City).code,
    destination: (destination as City).code,
    cargoType: request.cargoType,
    weightKg: request.weight,
    dimensionsCm: { length: request.dimensions.length, width: request.dimensions.width, height: request.dimensions.height },
  };
}

/** An address as a geocoder is asked it: spaces collapsed and lower case, so spelling variants share an answer. */
export function geocodeQueryFrom(address: string): string {
  return address.trim().replace(/\s+/g, ' ').toLowerCase();
}
