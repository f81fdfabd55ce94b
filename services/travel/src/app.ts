import type { FastifyPluginAsync } from 'fastify';
import { redisPlugin } from '@stallplan/service-kit';
import type { TravelConfig } from './config.js';
import { clockPlugin } from './plugins/app/clock.js';
import { searchCachePlugin } from './plugins/app/search-cache.js';
import { travelSearchesPlugin } from './plugins/app/travel-searches.js';
import { UnconnectedProvider } from './providers/external/unconnected-provider.js';
import { selectProviders } from './providers/select-providers.js';
import type { TravelProviders } from './providers/travel-providers.js';
import distanceRoutes from './routes/distance/index.js';
import flightRoutes from './routes/flights/index.js';
import geocodeRoutes from './routes/geocode/index.js';
import hotelRoutes from './routes/hotels/index.js';
import logisticsRoutes from './routes/logistics/index.js';
import comprehensiveTravelRoutes from './routes/travel/index.js';

export interface TravelAppOptions {
  config: TravelConfig;
  /** Replaces configured providers (tests count, slow down or break them). */
  providers?: Partial<TravelProviders>;
  /** Now, for the date checks and fares; the system clock by default. */
  clock?: () => Date;
}

/** Lets a lock outlive a provider call that runs to its time-out, plus the write of its answer. */
const LOCK_MARGIN_MS = 1_000;

/** The travel service (flights, hotels, logistics, geocoding and distances) as a plugin: connections first, then its own plugins and routes. */
const travelApp: FastifyPluginAsync<TravelAppOptions> = async (fastify, { config, providers, clock }) => {
  await fastify.register(redisPlugin, { url: config.REDIS_URL });

  await fastify.register(clockPlugin, clock ? { clock } : {});
  await fastify.register(searchCachePlugin, {
    keyPrefix: config.CACHE_KEY_PREFIX,
    ttlMs: config.SEARCH_CACHE_TTL_SECONDS * 1_000,
    lockMs: config.PROVIDER_TIMEOUT_MS + LOCK_MARGIN_MS,
  });
  const chosen = { ...selectProviders(config, fastify.clock), ...providers };
  for (const [slot, provider] of Object.entries(chosen)) {
    if (provider instanceof UnconnectedProvider)
      fastify.log.warn(`travel: the ${slot} slot names ${provider.name}, which has no adapter yet; its searches will answer 503.`);
  }
  await fastify.register(travelSearchesPlugin, { providers: chosen, timeoutMs: config.PROVIDER_TIMEOUT_MS });

  await fastify.register(flightRoutes);
  await fastify.register(hotelRoutes);
  await fastify.register(logisticsRoutes);
  await fastify.register(comprehensiveTravelRoutes);
  await fastify.register(geocodeRoutes);
  await fastify.register(distanceRoutes);
};

export default travelApp;
