import { cityLabel, distanceKmBetween, type Flight, utcToday, daysBetween } from '@stallplan/contracts';
import { seasonalNote } from '@stallplan/pricing';
import { type Airport, airportFor, connectingHub } from '../../domain/airports.js';
import { economyFare, MAX_ECONOMY_FARE } from '../../domain/fare-model.js';
import { blockMinutes } from '../../domain/flight-block-time.js';
import { isoDurationFromMinutes } from '../../domain/iso-duration.js';
import { istTimestamp } from '../../domain/ist-time.js';
import { cityByCode } from '../../domain/locate-place.js';
import { SeededRandom } from '../../domain/seeded-random.js';
import type { FlightQuery } from '../../domain/travel-queries.js';
import type { FlightProvider } from '../flight-provider.js';
import { type Carrier, CARRIERS } from './carriers.js';

/** One flight as the timetable runs it every day. */
interface ScheduledFlight {
  carrier: Carrier;
  /** One number per leg. */
  numbers: string[];
  departureMinute: number;
  durationMinutes: number;
  stops: number;
}

const FIRST_DEPARTURE = 5 * 60 + 30;
const LAST_DEPARTURE = 23 * 60;
const roundToFive = (minutes: number) => Math.round(minutes / 5) * 5;

/** How many nonstop and one-stop flights a day link two airports, by their size and distance. */
function dailyFlights(from: Airport, to: Airport, km: number, random: SeededRandom): { nonstop: number; oneStop: number } {
  const tiers = [from.tier, to.tier].sort().join('+');
  switch (tiers) {
    case 'metro+metro':
      return { nonstop: random.int(9, 14), oneStop: random.int(1, 2) };
    case 'major+metro':
      return { nonstop: km > 2_200 ? random.int(1, 3) : random.int(4, 8), oneStop: random.int(2, 3) };
    case 'major+major':
      return { nonstop: km < 1_200 ? random.int(1, 3) : random.int(0, 1), oneStop: random.int(2, 4) };
    case 'metro+regional':
      return { nonstop: km < 1_300 ? random.int(1, 3) : random.int(0, 1), oneStop: random.int(2, 3) };
    default:
      return { nonstop: km < 500 ? random.int(0, 1) : 0, oneStop: random.int(2, 4) };
  }
}

/**
 * The route's timetable, seeded by the route alone so a flight keeps its number and times from
 * one day to the next, as real schedules do; fares and seats change by date.
 */
function timetable(from: Airport, to: Airport): ScheduledFlight[] {
  const random = new SeededRandom(`timetable:${from.code}-${to.code}`);
  const km = distanceKmBetween(from.city, to.city);
  const counts = dailyFlights(from, to, km, random);
  const hub = connectingHub(from, to);
  const usedNumbers = new Set<string>();
  const flightNumber = (carrier: Carrier) => {
    for (;;) {
      const [first, last] = random.pick(carrier.flightNumbers);
      const number = `${carrier.code} ${random.int(first, last)}`;
      if (!usedNumbers.has(number)) {
        usedNumbers.add(number);
        return number;
      }
    }
  };
  const pickCarrier = (airports: Airport[]) =>
    random.weighted(
      CARRIERS.filter((carrier) => airports.every((airport) => carrier.serves(airport.tier))).map((carrier) => [carrier, carrier.share] as const),
    );

  const flights: ScheduledFlight[] = [];
  for (let i = 0; i < counts.nonstop; i += 1) {
    const carrier = pickCarrier([from, to]);
    flights.push({
      carrier,
      numbers: [flightNumber(carrier)],
      departureMinute: roundToFive(random.between(FIRST_DEPARTURE, LAST_DEPARTURE)),
      durationMinutes: blockMinutes(km),
      stops: 0,
    });
  }
  // A route nobody flies nonstop still needs a way there: at least one connection.
  const oneStop = Math.max(counts.oneStop, counts.nonstop === 0 ? 1 : 0);
  for (let i = 0; i < oneStop; i += 1) {
    const carrier = pickCarrier([from, hub, to]);
    const layover = roundToFive(random.between(55, 180));
    flights.push({
      carrier,
      numbers: [flightNumber(carrier), flightNumber(carrier)],
      departureMinute: roundToFive(random.between(FIRST_DEPARTURE, 20 * 60)),
      durationMinutes: blockMinutes(distanceKmBetween(from.city, hub.city)) + layover + blockMinutes(distanceKmBetween(hub.city, to.city)),
      stops: 1,
    });
  }
  return flights.sort((a, b) => a.departureMinute - b.departureMinute || a.numbers.join().localeCompare(b.numbers.join()));
}

/** Seats left in the lowest open fare bucket: none on some flights, fewer as the day comes closer and in the exhibition season. */
function seatsLeft(random: SeededRandom, daysAhead: number, date: string): number {
  const soldOutChance = 0.1 + (daysAhead <= 3 ? 0.15 : 0) + (seasonalNote(date)?.season === 'peak' ? 0.05 : 0);
  if (random.chance(soldOutChance)) return 0;
  return random.chance(0.6) ? 9 : random.int(1, 8);
}

/**
 * Flights from a deterministic inventory of Indian domestic routes: IndiGo, Air India, Air India
 * Express, Akasa Air and SpiceJet, nonstop between busy airports and one stop through a metro
 * otherwise. The same query gives the same flights; cities without an airport fly from the
 * nearest one. Needs no network.
 */
export class BuiltinFlightProvider implements FlightProvider {
  readonly name = 'builtin';

  constructor(private readonly clock: () => Date = () => new Date()) {}

  async searchFlights(query: FlightQuery): Promise<Flight[]> {
    const originCity = cityByCode(query.origin);
    const destinationCity = cityByCode(query.destination);
    if (!originCity || !destinationCity) throw new Error(`No city has the code ${originCity ? query.destination : query.origin}.`);
    const from = airportFor(originCity);
    const to = airportFor(destinationCity);
    if (from.code === to.code) return [];

    const searchedOn = utcToday(this.clock());
    const daysAhead = daysBetween(searchedOn, query.date);
    const directKm = distanceKmBetween(from.city, to.city);
    // The timetable is the route's; the seed below is the whole query, so fares and seats are the query's own.
    const random = new SeededRandom(`flights:${query.origin}-${query.destination}:${query.date}:${query.passengers}:${query.cabin}`);
    return timetable(from, to).map((flight) => {
      const seats = seatsLeft(random, daysAhead, query.date);
      const fare = economyFare({
        distanceKm: directKm,
        departureDate: query.date,
        searchedOn,
        carrierFactor: flight.carrier.fareFactor,
        stops: flight.stops,
        departureMinute: flight.departureMinute,
        variation: random.next(),
      });
      return {
        id: `${flight.numbers.map((number) => number.replace(' ', '')).join('-')}-${query.date}`,
        airline: flight.carrier.name,
        flightNumber: flight.numbers.join(' / '),
        departureTime: istTimestamp(query.date, flight.departureMinute),
        arrivalTime: istTimestamp(query.date, flight.departureMinute + flight.durationMinutes),
        departureAirport: cityLabel(from.city),
        arrivalAirport: cityLabel(to.city),
        duration: isoDurationFromMinutes(flight.durationMinutes),
        stops: flight.stops,
        // Seats for the whole party must be on one booking.
        available: seats >= query.passengers,
        class: query.cabin,
        // The last seats of a bucket sell higher.
        price: seats > 0 && seats <= 3 ? Math.min(MAX_ECONOMY_FARE, Math.round(fare * 1.08)) : fare,
        services: flight.stops > 0 ? [...flight.carrier.services, 'Bags checked through to destination'] : [...flight.carrier.services],
      };
    });
  }
}
