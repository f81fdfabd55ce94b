import type { Flight, Hotel, LogisticsOption } from '@stallplan/contracts';
import type { FlightProvider } from '../flight-provider.js';
import type { GeocodedPlace, Geocoder } from '../geocoder.js';
import type { HotelProvider } from '../hotel-provider.js';
import type { LogisticsProvider } from '../logistics-provider.js';
import { ProviderNotConfiguredError } from '../provider-not-configured-error.js';

/**
 * The slot for a real supplier chosen by environment variables. Its credentials are read and
 * checked at start-up, but no adapter speaks to the supplier yet, so every call fails with a
 * sentence that tells the operator what to do; searches answer 503 meanwhile.
 */
export class UnconnectedProvider implements FlightProvider, HotelProvider, LogisticsProvider, Geocoder {
  constructor(
    readonly name: string,
    private readonly variable: string,
  ) {}

  private fail(): never {
    throw new ProviderNotConfiguredError(
      `The ${this.name} provider is not configured: this build has no adapter for it. Set ${this.variable}=builtin to use the built-in provider.`,
    );
  }

  async searchFlights(): Promise<Flight[]> {
    return this.fail();
  }

  async searchHotels(): Promise<Hotel[]> {
    return this.fail();
  }

  async searchLogistics(): Promise<LogisticsOption[]> {
    return this.fail();
  }

  async geocode(): Promise<GeocodedPlace | null> {
    return this.fail();
  }
}
