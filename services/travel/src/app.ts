import type { FastifyPluginAsync } from 'fastify';
import { redisPlugin } from '@stallplan/service-kit';
import type { TravelConfig } from './config.js';

export interface TravelAppOptions {
  config: TravelConfig;
}

/** The travel service (flights, hotels, logistics, geocoding and distances) as a plugin: connections first, then its own plugins and routes. */
const travelApp: FastifyPluginAsync<TravelAppOptions> = async (fastify, { config }) => {
  await fastify.register(redisPlugin, { url: config.REDIS_URL });
};

export default travelApp;
