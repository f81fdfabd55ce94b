import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  cargoLoadFor,
  comprehensiveTravelRequestSchema,
  comprehensiveTravelResponseSchema,
  distanceRequestSchema,
  distanceResponseSchema,
  flightSearchRequestFrom,
  flightSearchRequestSchema,
  flightSearchResponseSchema,
  geocodeRequestSchema,
  geocodeResponseSchema,
  hotelSearchRequestFrom,
  hotelSearchRequestSchema,
  hotelSearchResponseSchema,
  logisticsSearchRequestFrom,
  logisticsSearchRequestSchema,
  logisticsSearchResponseSchema,
  type PlannerTravelFields,
} from './travel-search.js';

const messages = (result: { error?: { issues: Array<{ message: string }> } }) => result.error?.issues.map((issue) => issue.message) ?? [];

// 23:30 UTC on 23 November is already 24 November in India; "today" is the UTC day.
const NOW = new Date('2026-11-23T23:30:00Z');
const TODAY = '2026-11-23';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

const flight = {
  id: 'AI-101-2026-12-01',
  airline: 'Air India',
  flightNumber: 'AI 101',
  departureTime: '2026-12-01T06:00:00+05:30',
  arrivalTime: '2026-12-01T08:15:00+05:30',
  departureAirport: 'BOM',
  arrivalAirport: 'DEL',
  duration: 'PT2H15M',
  stops: 0,
  available: true,
  class: 'economy',
  price: 5400,
};
const hotel = {
  id: 'h-1',
  name: 'Pragati Residency',
  location: 'Pragati Maidan, New Delhi',
  distance: '1.2 km',
  rating: 4.2,
  amenities: ['WiFi', 'Breakfast'],
  available: true,
  pricePerNight: 4500,
  totalPrice: 13500,
  stars: 4,
  nights: 3,
};
const freight = {
  id: 'l-1',
  provider: 'Blue Dart',
  service: 'Surface Express',
  estimatedDelivery: '3-4 days',
  tracking: true,
  pickupAvailable: true,
  insurance: true,
  specialServices: ['Fragile handling'],
  price: 18000,
};

const plannerState: PlannerTravelFields = {
  originCity: 'Pune',
  destinationCity: 'New Delhi',
  exhibitionStartDate: '2026-12-02',
  arrivalDate: '2026-12-01',
  departureDate: '2026-12-06',
  teamSize: 4,
};

describe('flightSearchRequestSchema', () => {
  it('accepts the request as sent', () => {
    const request = { origin: 'Pune', destination: 'New Delhi', departureDate: '2026-12-01', returnDate: '2026-12-06', passengers: 4, class: 'economy' };
    expect(flightSearchRequestSchema.parse(request)).toEqual(request);
  });

  it('applies the request defaults: Mumbai to Delhi, today (UTC), 2 passengers, economy', () => {
    expect(flightSearchRequestSchema.parse({})).toEqual({ origin: 'Mumbai', destination: 'Delhi', departureDate: TODAY, passengers: 2, class: 'economy' });
    expect(flightSearchRequestSchema.parse({ origin: ' ', destination: '', passengers: '', departureDate: '' })).toMatchObject({
      origin: 'Mumbai',
      destination: 'Delhi',
      passengers: 2,
      departureDate: TODAY,
    });
  });

  it('refuses wrong values with readable messages', () => {
    // One booking holds nine travellers, one fewer than the largest team.
    expect(messages(flightSearchRequestSchema.safeParse({ passengers: 10 }))).toEqual(['Passengers must be at most 9.']);
    expect(flightSearchRequestSchema.parse({ passengers: 9 }).passengers).toBe(9);
    expect(messages(flightSearchRequestSchema.safeParse({ passengers: 0 }))).toEqual(['Passengers must be at least 1.']);
    expect(messages(flightSearchRequestSchema.safeParse({ passengers: 2.5 }))).toEqual(['Passengers must be a whole number.']);
    expect(messages(flightSearchRequestSchema.safeParse({ passengers: 'many' }))).toEqual(['Passengers must be a number.']);
    expect(messages(flightSearchRequestSchema.safeParse({ class: 'business' }))).toEqual(['Class must be economy: the planner searches economy fares only.']);
    // The shared date field also says "not a real date" after a malformed one; the first message is the one shown.
    expect(messages(flightSearchRequestSchema.safeParse({ departureDate: '01/12/2026' }))[0]).toBe('Departure date must be a date in the form YYYY-MM-DD.');
    expect(messages(flightSearchRequestSchema.safeParse({ departureDate: '2026-02-30' }))).toEqual(['Departure date is not a real date.']);
    expect(messages(flightSearchRequestSchema.safeParse({ origin: 'x'.repeat(101) }))).toEqual(['Origin must be at most 100 characters.']);
    expect(messages(flightSearchRequestSchema.safeParse({ departureDate: '2026-12-06', returnDate: '2026-12-01' }))).toEqual([
      'Return date must be on or after the departure date.',
    ]);
  });
});

describe('hotelSearchRequestSchema', () => {
  it('accepts the place as city or destination and carries it as city', () => {
    const request = { checkIn: '2026-12-01', checkOut: '2026-12-06', guests: 4, rooms: 1 };
    expect(hotelSearchRequestSchema.parse({ ...request, city: 'New Delhi' })).toEqual({ ...request, city: 'New Delhi' });
    expect(hotelSearchRequestSchema.parse({ ...request, destination: 'New Delhi' })).toEqual({ ...request, city: 'New Delhi' });
  });

  it('applies the request defaults: today, today + 3 days, 2 guests, 1 room', () => {
    expect(hotelSearchRequestSchema.parse({ city: 'Mumbai' })).toEqual({ city: 'Mumbai', checkIn: TODAY, checkOut: '2026-11-26', guests: 2, rooms: 1 });
  });

  it('counts the default stay from a given check-in, so a future stay stays valid', () => {
    expect(hotelSearchRequestSchema.parse({ city: 'Mumbai', checkIn: '2027-01-30' })).toMatchObject({ checkIn: '2027-01-30', checkOut: '2027-02-02' });
  });

  it('refuses a stay without a place, ending too early or too late, or with more rooms', () => {
    expect(messages(hotelSearchRequestSchema.safeParse({}))).toEqual(['City is required to search for hotels.']);
    expect(messages(hotelSearchRequestSchema.safeParse({ city: 'Pune', checkIn: '2026-12-06', checkOut: '2026-12-06' }))).toEqual([
      'Check-out date must be after the check-in date.',
    ]);
    expect(messages(hotelSearchRequestSchema.safeParse({ city: 'Pune', checkIn: '2026-12-01', checkOut: '2027-03-01' }))).toEqual([
      'A stay can be at most 60 nights.',
    ]);
    expect(messages(hotelSearchRequestSchema.safeParse({ city: 'Pune', rooms: 3 }))).toEqual(['Rooms must be 1: the planner books one room for the team.']);
    expect(messages(hotelSearchRequestSchema.safeParse({ city: 'Pune', guests: 12 }))).toEqual(['Guests must be at most 10.']);
  });

  it("carries the show's venue when one is named, trimmed, and leaves it out when blank", () => {
    expect(hotelSearchRequestSchema.parse({ city: 'Bangalore', venue: ' Bangalore International Exhibition Centre (BIEC) ' })).toMatchObject({
      city: 'Bangalore',
      venue: 'Bangalore International Exhibition Centre (BIEC)',
    });
    expect(hotelSearchRequestSchema.parse({ city: 'Bangalore', venue: '  ' })).not.toHaveProperty('venue');
    expect(hotelSearchRequestSchema.parse({ city: 'Bangalore' })).not.toHaveProperty('venue');
  });

  it('refuses a venue that is not text or is too long, with a sentence', () => {
    expect(messages(hotelSearchRequestSchema.safeParse({ city: 'Bangalore', venue: 42 }))).toEqual(['Venue must be text.']);
    expect(messages(hotelSearchRequestSchema.safeParse({ city: 'Bangalore', venue: 'B'.repeat(201) }))).toEqual(['Venue must be at most 200 characters.']);
  });
});

describe('logisticsSearchRequestSchema', () => {
  it('accepts the request as sent', () => {
    const request = {
      origin: 'Pune',
      destination: 'New Delhi',
      cargoType: 'exhibition_materials',
      weight: 180,
      dimensions: { length: 36, width: 36, height: 18 },
    };
    expect(logisticsSearchRequestSchema.parse(request)).toEqual(request);
  });

  it('applies the request defaults: from Delhi, exhibition material, the load of a 5 sq m stall', () => {
    expect(logisticsSearchRequestSchema.parse({ destination: 'Chennai' })).toEqual({
      origin: 'Delhi',
      destination: 'Chennai',
      cargoType: 'exhibition_materials',
      weight: 50,
      dimensions: { length: 10, width: 10, height: 5 },
    });
  });

  it('refuses a missing destination, another cargo and sizes that are not above 0', () => {
    expect(messages(logisticsSearchRequestSchema.safeParse({}))).toEqual(['Destination is required.']);
    expect(messages(logisticsSearchRequestSchema.safeParse({ destination: 'Chennai', cargoType: 'livestock' }))).toEqual([
      'Cargo type must be exhibition_materials.',
    ]);
    expect(messages(logisticsSearchRequestSchema.safeParse({ destination: 'Chennai', weight: 0 }))).toEqual(['Weight must be above 0.']);
    expect(messages(logisticsSearchRequestSchema.safeParse({ destination: 'Chennai', weight: 'heavy' }))).toEqual(['Weight must be a number.']);
    expect(messages(logisticsSearchRequestSchema.safeParse({ destination: 'Chennai', dimensions: { length: 1, width: 1 } }))).toEqual(['Height is required.']);
    expect(messages(logisticsSearchRequestSchema.safeParse({ destination: 'Chennai', dimensions: 'big' }))).toEqual([
      'Dimensions must give length, width and height.',
    ]);
    expect(messages(logisticsSearchRequestSchema.safeParse({ destination: 'Chennai', weight: 2_000_000 }))).toEqual(['Weight must be at most 10,00,000.']);
  });
});

describe('cargoLoadFor', () => {
  it('is 10 kg per sq m, sides twice the size and height the size; 5 sq m when unknown', () => {
    expect(cargoLoadFor(18)).toEqual({ weight: 180, dimensions: { length: 36, width: 36, height: 18 } });
    expect(cargoLoadFor(undefined)).toEqual({ weight: 50, dimensions: { length: 10, width: 10, height: 5 } });
    expect(cargoLoadFor(0)).toEqual(cargoLoadFor(5));
    expect(cargoLoadFor(Number.NaN)).toEqual(cargoLoadFor(5));
  });
});

describe('request builders', () => {
  const clock = new Date('2027-03-10T05:00:00Z');

  it('flightSearchRequestFrom flies in on the arrival date with the whole team', () => {
    const request = flightSearchRequestFrom(plannerState, clock);
    expect(request).toEqual({
      origin: 'Pune',
      destination: 'New Delhi',
      departureDate: '2026-12-01',
      returnDate: '2026-12-06',
      passengers: 4,
      class: 'economy',
    });
    expect(flightSearchRequestSchema.parse(request)).toEqual(request);
  });

  it('flightSearchRequestFrom falls back to the exhibition start, then today, and to 2 passengers', () => {
    expect(flightSearchRequestFrom({ exhibitionStartDate: '2026-12-02', arrivalDate: '' }, clock)).toEqual({
      origin: 'Mumbai',
      destination: 'Delhi',
      departureDate: '2026-12-02',
      passengers: 2,
      class: 'economy',
    });
    expect(flightSearchRequestFrom({}, clock).departureDate).toBe('2027-03-10');
    expect(flightSearchRequestFrom({}).departureDate).toBe(TODAY);
    expect(flightSearchRequestFrom({ teamSize: '3' }, clock).passengers).toBe(3);
    // A team of ten searches the per-person fare with the nine one booking holds.
    const tenPeople = flightSearchRequestFrom({ teamSize: 10 }, clock);
    expect(tenPeople.passengers).toBe(9);
    expect(flightSearchRequestSchema.safeParse(tenPeople).success).toBe(true);
  });

  it('flightSearchRequestFrom leaves out a return before the outbound flight', () => {
    expect(flightSearchRequestFrom({ arrivalDate: '2026-12-06', departureDate: '2026-12-01' }, clock)).not.toHaveProperty('returnDate');
  });

  it('hotelSearchRequestFrom stays from arrival to departure with one room', () => {
    const request = hotelSearchRequestFrom(plannerState, clock);
    expect(request).toEqual({ city: 'New Delhi', checkIn: '2026-12-01', checkOut: '2026-12-06', guests: 4, rooms: 1 });
    expect(hotelSearchRequestSchema.parse(request)).toEqual(request);
  });

  it('hotelSearchRequestFrom defaults to today for 3 nights and 2 guests', () => {
    expect(hotelSearchRequestFrom({ destinationCity: 'Mumbai' }, clock)).toEqual({
      city: 'Mumbai',
      checkIn: '2027-03-10',
      checkOut: '2027-03-13',
      guests: 2,
      rooms: 1,
    });
    expect(hotelSearchRequestFrom({ destinationCity: 'Mumbai', arrivalDate: '2026-12-06', departureDate: '2026-12-06' }, clock).checkOut).toBe('2026-12-09');
  });

  it("hotelSearchRequestFrom names the show's venue when the plan has one", () => {
    expect(hotelSearchRequestFrom({ ...plannerState, venue: 'Yashobhoomi (IICC), Dwarka' }, clock)).toMatchObject({
      city: 'New Delhi',
      venue: 'Yashobhoomi (IICC), Dwarka',
    });
    expect(hotelSearchRequestFrom({ ...plannerState, venue: ' ' }, clock)).not.toHaveProperty('venue');
  });

  it('logisticsSearchRequestFrom ships the stall from the home city', () => {
    const request = logisticsSearchRequestFrom(plannerState, 18);
    expect(request).toEqual({
      origin: 'Pune',
      destination: 'New Delhi',
      cargoType: 'exhibition_materials',
      weight: 180,
      dimensions: { length: 36, width: 36, height: 18 },
    });
    expect(logisticsSearchRequestSchema.parse(request)).toEqual(request);
    expect(logisticsSearchRequestFrom({ destinationCity: 'Chennai' })).toMatchObject({
      origin: 'Delhi',
      weight: 50,
      dimensions: { length: 10, width: 10, height: 5 },
    });
  });

  it('logisticsSearchRequestFrom without a destination makes a request the schema refuses', () => {
    expect(messages(logisticsSearchRequestSchema.safeParse(logisticsSearchRequestFrom({}, 18)))).toEqual(['Destination is required.']);
  });
});

describe('comprehensiveTravelRequestSchema', () => {
  it('splits the whole search into the three searches, each with its own defaults', () => {
    expect(comprehensiveTravelRequestSchema.parse({ destination: 'Chennai' })).toEqual({
      flights: { origin: 'Mumbai', destination: 'Chennai', departureDate: TODAY, passengers: 2, class: 'economy' },
      hotels: { city: 'Chennai', checkIn: TODAY, checkOut: '2026-11-26', guests: 2, rooms: 1 },
      logistics: { origin: 'Delhi', destination: 'Chennai', cargoType: 'exhibition_materials', weight: 50, dimensions: { length: 10, width: 10, height: 5 } },
    });
  });

  it('uses the travel dates and passengers for the hotel when not given', () => {
    const search = comprehensiveTravelRequestSchema.parse({
      origin: 'Pune',
      destination: 'New Delhi',
      departureDate: '2026-12-01',
      returnDate: '2026-12-06',
      passengers: 4,
      stallSize: 18,
    });
    expect(search.flights).toMatchObject({ origin: 'Pune', returnDate: '2026-12-06', passengers: 4 });
    expect(search.hotels).toEqual({ city: 'New Delhi', checkIn: '2026-12-01', checkOut: '2026-12-06', guests: 4, rooms: 1 });
    expect(search.logistics).toMatchObject({ origin: 'Pune', weight: 180 });
    expect(comprehensiveTravelRequestSchema.parse({ destination: 'Pune', departureDate: '2026-12-01', returnDate: '2026-12-01' }).hotels.checkOut).toBe(
      '2026-12-04',
    );
  });

  it('reports the faults of every part', () => {
    expect(messages(comprehensiveTravelRequestSchema.safeParse({}))).toEqual(['Destination is required.']);
    expect(messages(comprehensiveTravelRequestSchema.safeParse({ destination: 'Pune', passengers: 20, stallSize: -1 }))).toEqual([
      'Passengers must be at most 9.',
      'Stall size must be above 0.',
    ]);
    expect(
      messages(
        comprehensiveTravelRequestSchema.safeParse({ destination: 'Pune', departureDate: '2026-12-06', returnDate: '2026-12-01', checkOut: '2026-12-02' }),
      ),
    ).toEqual(['Return date must be on or after the departure date.', 'Check-out date must be after the check-in date.']);
  });
});

describe('geocode and distance', () => {
  it('geocodeRequestSchema needs an address', () => {
    expect(geocodeRequestSchema.parse({ address: ' Pragati Maidan, New Delhi ' })).toEqual({ address: 'Pragati Maidan, New Delhi' });
    expect(messages(geocodeRequestSchema.safeParse({}))).toEqual(['Address is required.']);
    expect(messages(geocodeRequestSchema.safeParse({ address: 'x'.repeat(301) }))).toEqual(['Address must be at most 300 characters.']);
  });

  it('distanceRequestSchema reads one place or a bounded list of places', () => {
    expect(distanceRequestSchema.parse({ origins: 'Mumbai', destinations: ['New Delhi', 'Noida'] })).toEqual({
      origins: ['Mumbai'],
      destinations: ['New Delhi', 'Noida'],
    });
    expect(messages(distanceRequestSchema.safeParse({ destinations: 'Pune' }))).toEqual(['Origins are required.']);
    expect(messages(distanceRequestSchema.safeParse({ origins: [], destinations: 'Pune' }))).toEqual(['Origins are required.']);
    expect(messages(distanceRequestSchema.safeParse({ origins: 42, destinations: 'Pune' }))).toEqual(['Origins must be a place or a list of places.']);
    expect(messages(distanceRequestSchema.safeParse({ origins: Array(11).fill('Pune'), destinations: 'Pune' }))).toEqual(['Origins: at most 10 places.']);
    expect(messages(distanceRequestSchema.safeParse({ origins: ['Pune', ' '], destinations: 'Pune' }))).toEqual(['Origin is required.']);
  });

  it('answers carry the shapes the planner reads', () => {
    expect(
      geocodeResponseSchema.parse({ success: true, data: { address: 'New Delhi', city: 'New Delhi', latitude: 28.61, longitude: 77.21 } }).data.latitude,
    ).toBe(28.61);
    expect(
      geocodeResponseSchema.parse({ success: true, data: { address: 'Bombay', city: 'Mumbai', code: 'BOM', latitude: 19.08, longitude: 72.88 } }).data.code,
    ).toBe('BOM');
    expect(geocodeResponseSchema.safeParse({ success: true, data: { address: 'Bombay', code: 'bom', latitude: 19.08, longitude: 72.88 } }).success).toBe(false);
    const distance = { distanceKm: 1148, durationMinutes: 115, method: 'geodesic' };
    expect(distanceResponseSchema.parse({ success: true, data: distance }).data).toEqual(distance);
    expect(distanceResponseSchema.safeParse({ success: true, data: { ...distance, method: 'guess' } }).success).toBe(false);
  });
});

describe('search answers', () => {
  it('accept the shapes of the answers', () => {
    expect(flightSearchResponseSchema.parse({ success: true, outbound: [flight], total: 1 }).outbound).toEqual([flight]);
    expect(flightSearchResponseSchema.parse({ success: true, outbound: [flight], return: [flight], total: 2 }).return).toHaveLength(1);
    expect(hotelSearchResponseSchema.parse({ success: true, hotels: [hotel], total: 1 }).hotels).toEqual([hotel]);
    expect(logisticsSearchResponseSchema.parse({ success: true, logistics: [freight], total: 1 }).logistics).toEqual([freight]);
    const everything = { success: true, hotels: [hotel], flights: [flight], logistics: [freight], distance: null, errors: {}, timestamp: NOW.toISOString() };
    expect(comprehensiveTravelResponseSchema.parse(everything).distance).toBeNull();
    const hotelsDown = { ...everything, hotels: [], errors: { hotels: 'The hotel search is unavailable right now.' } };
    expect(comprehensiveTravelResponseSchema.parse(hotelsDown).errors).toEqual({ hotels: 'The hotel search is unavailable right now.' });
    expect(comprehensiveTravelResponseSchema.safeParse({ ...everything, errors: undefined }).success).toBe(false);
  });

  it('refuse an unbounded list', () => {
    expect(hotelSearchResponseSchema.safeParse({ success: true, hotels: Array(101).fill(hotel), total: 101 }).success).toBe(false);
  });
});
