import type { TravelConfig } from '../config.js';
import { BuiltinFlightProvider } from './builtin/builtin-flight-provider.js';
import { BuiltinGeocoder } from './builtin/builtin-geocoder.js';
import { BuiltinHotelProvider } from './builtin/builtin-hotel-provider.js';
import { BuiltinLogisticsProvider } from './builtin/builtin-logistics-provider.js';
import { UnconnectedProvider } from './external/unconnected-provider.js';
import type { TravelProviders } from './travel-providers.js';

/** The providers the configuration names: the built-in ones unless a real supplier is chosen. */
export function selectProviders(config: TravelConfig, clock: () => Date): TravelProviders {
  return {
    flights: config.FLIGHT_PROVIDER === 'builtin' ? new BuiltinFlightProvider(clock) : new UnconnectedProvider(config.FLIGHT_PROVIDER, 'FLIGHT_PROVIDER'),
    hotels: config.HOTEL_PROVIDER === 'builtin' ? new BuiltinHotelProvider(clock) : new UnconnectedProvider(config.HOTEL_PROVIDER, 'HOTEL_PROVIDER'),
    logistics:
      config.LOGISTICS_PROVIDER === 'builtin' ? new BuiltinLogisticsProvider() : new UnconnectedProvider(config.LOGISTICS_PROVIDER, 'LOGISTICS_PROVIDER'),
    geocoder: config.GEOCODER === 'builtin' ? new BuiltinGeocoder() : new UnconnectedProvider(config.GEOCODER, 'GEOCODER'),
  };
}
