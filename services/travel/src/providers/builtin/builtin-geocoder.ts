import { locatePlace } from '../../domain/locate-place.js';
import type { GeocodedPlace, Geocoder } from '../geocoder.js';

/** Places cities, their other names, codes, venues and addresses that name them, from the built-in geography. Needs no network. */
export class BuiltinGeocoder implements Geocoder {
  readonly name = 'builtin';

  async geocode(address: string): Promise<GeocodedPlace | null> {
    const found = locatePlace(address);
    if (!found) return null;
    return { city: found.city.name, state: found.city.state, code: found.city.code, latitude: found.latitude, longitude: found.longitude };
  }
}
