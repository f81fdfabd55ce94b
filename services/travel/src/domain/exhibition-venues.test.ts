import { exhibitionHubs, findCityByName } from '@stallplan/contracts';
import { describe, expect, it } from 'vitest';
import { EXHIBITION_VENUES, venueNamedIn, venuesIn } from './exhibition-venues.js';

describe('venuesIn', () => {
  it('lists a venue for every exhibition hub, the main one first', () => {
    for (const hub of exhibitionHubs()) {
      const venues = venuesIn(hub);
      expect(venues.length, hub.name).toBeGreaterThan(0);
      expect(venues[0]?.name, hub.name).not.toMatch(/city centre$/);
    }
    expect(venuesIn(findCityByName('New Delhi')!).map((venue) => venue.name)).toEqual(['Bharat Mandapam', 'Yashobhoomi']);
    expect(venuesIn(findCityByName('Mumbai')!).map((venue) => venue.name)).toEqual(['Bombay Exhibition Centre', 'Jio World Centre']);
  });

  it('meets other cities at their centre', () => {
    expect(venuesIn(findCityByName('Nagpur')!)).toEqual([
      { name: 'Nagpur city centre', city: 'Nagpur', locality: 'Nagpur', latitude: 21.15, longitude: 79.09, aliases: [] },
    ]);
  });

  it('places each venue in a city of the geography, near it', () => {
    for (const venue of EXHIBITION_VENUES) {
      const city = findCityByName(venue.city);
      expect(city, venue.name).toBeDefined();
      expect(Math.abs((city?.latitude ?? 0) - venue.latitude), venue.name).toBeLessThan(0.5);
      expect(Math.abs((city?.longitude ?? 0) - venue.longitude), venue.name).toBeLessThan(0.5);
    }
  });
});

describe('venueNamedIn', () => {
  it('finds a venue by its name or another name, ignoring case and punctuation', () => {
    expect(venueNamedIn('Hall 5, Bharat Mandapam')?.city).toBe('New Delhi');
    expect(venueNamedIn('pragati maidan')?.name).toBe('Bharat Mandapam');
    expect(venueNamedIn('NESCO, Goregaon')?.name).toBe('Bombay Exhibition Centre');
    expect(venueNamedIn('HITEX')?.city).toBe('Hyderabad');
  });

  it('matches whole words only', () => {
    expect(venueNamedIn('Jaipur JECCO Road')).toBeUndefined();
    expect(venueNamedIn('somewhere else')).toBeUndefined();
  });
});
