import { describe, expect, it } from 'vitest';
import { flightSearchSummary, formatCalendarDate, hotelSearchSummary, logisticsSearchSummary } from './search-summary.js';

describe('formatCalendarDate', () => {
  it('writes day, short month and year', () => {
    expect(formatCalendarDate('2026-12-14')).toBe('14 Dec 2026');
    expect(formatCalendarDate('2027-01-05')).toBe('5 Jan 2027');
  });

  it('leaves anything that is not a calendar date as it is', () => {
    expect(formatCalendarDate('next week')).toBe('next week');
    expect(formatCalendarDate('2026-13-01')).toBe('2026-13-01');
  });
});

describe('flightSearchSummary', () => {
  it('names the route, the team and the day', () => {
    expect(flightSearchSummary({ origin: 'Mumbai', destination: 'Bangalore', departureDate: '2026-12-14' }, 3)).toBe(
      'Mumbai → Bangalore, 3 travellers, 14 Dec 2026',
    );
    expect(flightSearchSummary({ origin: 'Pune', destination: 'Chennai', departureDate: '2026-12-14' }, 1)).toBe('Pune → Chennai, 1 traveller, 14 Dec 2026');
  });
});

describe('hotelSearchSummary', () => {
  it('names the city, the stay and the party', () => {
    expect(hotelSearchSummary({ city: 'Bangalore', checkIn: '2026-12-13', checkOut: '2026-12-17', guests: 3, rooms: 1 })).toBe(
      'Bangalore, 13 Dec 2026 to 17 Dec 2026 (4 nights), 3 guests, 1 room',
    );
    expect(hotelSearchSummary({ city: 'Pune', checkIn: '2026-12-13', checkOut: '2026-12-14', guests: 1, rooms: 1 })).toBe(
      'Pune, 13 Dec 2026 to 14 Dec 2026 (1 night), 1 guest, 1 room',
    );
  });
});

describe('logisticsSearchSummary', () => {
  it('names the route and the load', () => {
    expect(logisticsSearchSummary({ origin: 'Mumbai', destination: 'Bangalore', stallSqm: 18, weightKg: 180 })).toBe(
      'Mumbai → Bangalore, exhibition material for a stall of 18 sq m, about 180 kg',
    );
    expect(logisticsSearchSummary({ origin: 'Delhi', destination: 'Bangalore', stallSqm: undefined, weightKg: 50 })).toBe(
      'Delhi → Bangalore, exhibition material (stall size not given), about 50 kg',
    );
  });
});
