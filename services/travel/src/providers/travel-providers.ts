import type { FlightProvider } from './flight-provider.js';
import type { Geocoder } from './geocoder.js';
import type { HotelProvider } from './hotel-provider.js';
import type { LogisticsProvider } from './logistics-provider.js';

/** One provider of each kind, as the app uses them. */
export interface TravelProviders {
  flights: FlightProvider;
  hotels: HotelProvider;
  logistics: LogisticsProvider;
  geocoder: Geocoder;
}
