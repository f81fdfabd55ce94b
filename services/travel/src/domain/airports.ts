import { type City, distanceKmBetween, INDIAN_CITIES } from '@stallplan/contracts';

export type AirportTier = 'metro' | 'major' | 'regional';

export interface Airport {
  /** IATA code, which for these cities is also the geography's city code. */
  code: string;
  /** The city the airport is named after. */
  city: City;
  tier: AirportTier;
}

/** The six metro airports where the carriers base their fleets and connect their networks. */
const METRO_CODES = ['DEL', 'BOM', 'BLR', 'HYD', 'MAA', 'CCU'] as const;
/** Busy airports with nonstop services to most metros. */
const MAJOR_CODES = [
  'AMD',
  'PNQ',
  'GOI',
  'COK',
  'JAI',
  'LKO',
  'GAU',
  'TRV',
  'IXC',
  'SXR',
  'PAT',
  'BBI',
  'IDR',
  'NAG',
  'CJB',
  'VTZ',
  'IXE',
  'BDQ',
  'IXR',
  'RPR',
] as const;
/** Smaller airports of the geography's cities with scheduled passenger flights. */
const REGIONAL_CODES = [
  'ISK',
  'MYQ',
  'IXM',
  'RDP',
  'VGA',
  'STV',
  'JDH',
  'UDR',
  'ATQ',
  'KNU',
  'AGR',
  'BHO',
  'HGI',
  'IXT',
  'DIB',
  'IXS',
  'JRH',
  'GAY',
  'DBR',
  'PAB',
  'HSS',
  'SLV',
  'DHM',
  'KUU',
  'IMF',
  'SHL',
  'AJL',
  'DMU',
  'RRK',
  'IXA',
  'DED',
  'IXZ',
  'DIU',
  'IXJ',
  'IXL',
  'AGX',
  'PNY',
] as const;

function tierOf(code: string): AirportTier | undefined {
  if ((METRO_CODES as readonly string[]).includes(code)) return 'metro';
  if ((MAJOR_CODES as readonly string[]).includes(code)) return 'major';
  if ((REGIONAL_CODES as readonly string[]).includes(code)) return 'regional';
  return undefined;
}

export const AIRPORTS: readonly Airport[] = INDIAN_CITIES.flatMap((city) => {
  const tier = tierOf(city.code);
  return tier ? [{ code: city.code, city, tier }] : [];
});

const METRO_AIRPORTS = AIRPORTS.filter((airport) => airport.tier === 'metro');

/**
 * The airport a traveller from this city flies from: its own, else the nearest one with flights
 * (Gurgaon and Noida fly from Delhi, Margao from Goa, Bhilai from Raipur).
 */
export function airportFor(city: Pick<City, 'code' | 'latitude' | 'longitude'>): Airport {
  const own = AIRPORTS.find((airport) => airport.code === city.code);
  if (own) return own;
  let nearest = AIRPORTS[0] as Airport;
  let nearestKm = Number.POSITIVE_INFINITY;
  for (const airport of AIRPORTS) {
    const km = distanceKmBetween(city, airport.city);
    if (km < nearestKm) {
      nearest = airport;
      nearestKm = km;
    }
  }
  return nearest;
}

/** The metro where a one-stop itinerary connects: the one that adds the shortest detour. */
export function connectingHub(from: Airport, to: Airport): Airport {
  let best = METRO_AIRPORTS[0] as Airport;
  let bestKm = Number.POSITIVE_INFINITY;
  for (const hub of METRO_AIRPORTS) {
    if (hub.code === from.code || hub.code === to.code) continue;
    const km = distanceKmBetween(from.city, hub.city) + distanceKmBetween(hub.city, to.city);
    if (km < bestKm) {
      best = hub;
      bestKm = km;
    }
  }
  return best;
}
