import { describe, expect, it } from 'vitest';
import { ProviderNotConfiguredError } from '../provider-not-configured-error.js';
import { UnconnectedProvider } from './unconnected-provider.js';

describe('UnconnectedProvider', () => {
  it('fails every call with a sentence that says how to fix it', async () => {
    const provider = new UnconnectedProvider('amadeus', 'FLIGHT_PROVIDER');
    const message = 'The amadeus provider is not configured: this build has no adapter for it. Set FLIGHT_PROVIDER=builtin to use the built-in provider.';
    await expect(provider.searchFlights()).rejects.toThrow(message);
    await expect(provider.searchHotels()).rejects.toBeInstanceOf(ProviderNotConfiguredError);
    await expect(provider.searchLogistics()).rejects.toBeInstanceOf(ProviderNotConfiguredError);
    await expect(provider.geocode()).rejects.toBeInstanceOf(ProviderNotConfiguredError);
  });
});
