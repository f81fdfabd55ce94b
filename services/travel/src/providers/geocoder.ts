/** A place a geocoder found: the city it lies in and its coordinates. */
export interface GeocodedPlace {
  city: string;
  state: string;
  /** The city's code in the geography. */
  code: string;
  latitude: number;
  longitude: number;
}

/** Places a city name or an address; null when it cannot; `signal` aborts when the caller gives up waiting. */
export interface Geocoder {
  readonly name: string;
  geocode(address: string, signal: AbortSignal): Promise<GeocodedPlace | null>;
}
