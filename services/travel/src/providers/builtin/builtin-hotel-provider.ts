import { type City, daysBetween, type Hotel, utcToday } from '@stallplan/contracts';
import { seasonalNote } from '@stallplan/pricing';
import { type ExhibitionVenue, venuesIn } from '../../domain/exhibition-venues.js';
import { nightlyRate } from '../../domain/hotel-rate.js';
import { cityByCode } from '../../domain/locate-place.js';
import { SeededRandom } from '../../domain/seeded-random.js';
import type { HotelQuery } from '../../domain/travel-queries.js';
import { kmBetween, type MapPoint, pointAt } from '../../domain/venue-distance.js';
import type { HotelProvider } from '../hotel-provider.js';
import { hotelAmenities, hotelName } from './hotel-names.js';

/** Room rates against a typical metro: Mumbai and Delhi dearest, smaller cities cheaper. */
const CITY_PRICE_LEVEL: Readonly<Record<string, number>> = {
  Mumbai: 1.35,
  'New Delhi': 1.25,
  Gurgaon: 1.2,
  Bangalore: 1.15,
  Panaji: 1.15,
  Hyderabad: 1.05,
  Chennai: 1.05,
  Pune: 1,
  Noida: 1,
  Kolkata: 0.95,
  Ahmedabad: 0.95,
  Jaipur: 0.95,
  Kochi: 0.95,
  Chandigarh: 0.95,
};
const OTHER_HUB_PRICE_LEVEL = 0.9;
const OTHER_CITY_PRICE_LEVEL = 0.8;

const TYPICAL_RATING_BY_STARS: Readonly<Record<number, number>> = { 2: 3.5, 3: 3.9, 4: 4.2, 5: 4.5 };

/** A hotel as the city's inventory lists it, whatever the dates and whichever venue a search names. */
interface ListedHotel {
  id: string;
  name: string;
  stars: number;
  rating: number;
  /** The venue it was built near, whose neighbourhood it is in. */
  venue: ExhibitionVenue;
  /** Where it stands: `kmToVenue` from its venue, in a direction of its own. */
  position: MapPoint;
  amenities: string[];
}

const GENERIC_WORDS = new Set(['sector', 'road', 'city', 'greater', 'east', 'west', 'new', 'town', 'centre', 'scheme']);

/** A word of the neighbourhood a hotel may be named after: "Pragati", "Madhapur", "Tumkur". */
function localityWord(venue: ExhibitionVenue): string {
  const words = venue.locality.split(/[^A-Za-z]+/).filter((word) => word.length >= 4 && !GENERIC_WORDS.has(word.toLowerCase()));
  return words[0] ?? venue.city.split(' ')[0] ?? venue.city;
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The city's hotels, seeded by the city alone so a hotel keeps its name, class and place between searches. */
function cityInventory(city: City): ListedHotel[] {
  const random = new SeededRandom(`hotels:${city.code}`);
  const venues = venuesIn(city);
  const count = city.isExhibitionHub ? random.int(10, 14) : random.int(5, 8);
  const names = new Set<string>();
  const hotels: ListedHotel[] = [];
  for (let i = 0; i < count; i += 1) {
    const venue = venues.length > 1 && random.chance(0.3) ? random.pick(venues.slice(1)) : (venues[0] as ExhibitionVenue);
    const kmToVenue = Math.round((random.chance(0.55) ? random.between(0.3, 3) : random.between(3, 12)) * 10) / 10;
    const stars = random.weighted([
      [5, 0.15],
      [4, 0.35],
      [3, 0.35],
      [2, 0.15],
    ] as const);
    const name = hotelName(random, stars, localityWord(venue), names);
    const typical = TYPICAL_RATING_BY_STARS[stars] ?? 4;
    const id = `${city.code.toLowerCase()}-${slug(name)}`;
    hotels.push({
      id,
      name,
      stars,
      rating: Math.round(Math.min(4.9, Math.max(3, typical + random.between(-0.3, 0.3))) * 10) / 10,
      venue,
      // A generator of its own for the direction, so the city's names and classes stay as they were.
      position: pointAt(venue, kmToVenue, new SeededRandom(`hotel-bearing:${id}`).between(0, 360)),
      amenities: hotelAmenities(random, stars),
    });
  }
  return hotels;
}

/**
 * Hotels from a deterministic inventory: in every city of the geography, around the exhibition
 * hubs' venues (Bharat Mandapam, Bombay Exhibition Centre, BIEC, …) and elsewhere around the
 * city centre, two to five stars, nearest first. Each hotel has a place on the map, and every
 * distance of one answer is measured from the venue the search names (`query.venue`). Rates follow class, city, season and how soon
 * the stay starts; some hotels are full. The same query gives the same answer.
 */
export class BuiltinHotelProvider implements HotelProvider {
  readonly name = 'builtin';

  constructor(private readonly clock: () => Date = () => new Date()) {}

  async searchHotels(query: HotelQuery): Promise<Hotel[]> {
    const city = cityByCode(query.city);
    if (!city) throw new Error(`No city has the code ${query.city}.`);
    const searchedOn = utcToday(this.clock());
    const daysAhead = daysBetween(searchedOn, query.checkIn);
    const nights = daysBetween(query.checkIn, query.checkOut);
    const fullChance = 0.1 + (seasonalNote(query.checkIn)?.season === 'peak' ? 0.08 : 0) + (daysAhead <= 3 ? 0.1 : 0);
    const priceLevel = CITY_PRICE_LEVEL[city.name] ?? (city.isExhibitionHub ? OTHER_HUB_PRICE_LEVEL : OTHER_CITY_PRICE_LEVEL);
    const random = new SeededRandom(`hotels:${query.city}:${query.checkIn}:${query.checkOut}:${query.guests}:${query.rooms}`);
    const venues = venuesIn(city);
    // Every hotel of one answer is measured from the one venue the search names.
    const venue = venues.find((candidate) => candidate.name === query.venue) ?? venues[0]!;
    const found = cityInventory(city).map((hotel) => {
      const kmToVenue = kmBetween(hotel.position, venue);
      const available = !random.chance(fullChance);
      const pricePerNight = nightlyRate({
        stars: hotel.stars,
        cityFactor: priceLevel,
        checkIn: query.checkIn,
        searchedOn,
        kmToVenue,
        guests: query.guests,
        variation: random.next(),
      });
      const offer: Hotel = {
        id: hotel.id,
        name: hotel.name,
        location: hotel.venue.locality,
        distance: `${kmToVenue.toFixed(1)} km from ${venue.name}`,
        rating: hotel.rating,
        amenities: hotel.amenities,
        available,
        pricePerNight,
        totalPrice: pricePerNight * nights * query.rooms,
        stars: hotel.stars,
        nights,
      };
      return { offer, kmToVenue };
    });
    return found.sort((a, b) => a.kmToVenue - b.kmToVenue || a.offer.name.localeCompare(b.offer.name)).map(({ offer }) => offer);
  }
}
