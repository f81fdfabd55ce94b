import type { FastifyPluginAsync } from 'fastify';
import { adminAuthPlugin, mongoPlugin, redisPlugin } from '@stallplan/service-kit';
import type { NotifyConfig } from './config.js';

export interface NotifyAppOptions {
  config: NotifyConfig;
}

/** The notify service (enquiries, notifications and the outbox) as a plugin: connections first, then its own plugins and routes. */
const notifyApp: FastifyPluginAsync<NotifyAppOptions> = async (fastify, { config }) => {
  await fastify.register(mongoPlugin, { url: config.MONGO_URL, dbName: config.MONGO_DB ?? 'notify' });
  await fastify.register(redisPlugin, { url: config.REDIS_URL });
  await fastify.register(adminAuthPlugin, { secret: config.ADMIN_TOKEN_SECRET, checkRevocation: true });
};

export default notifyApp;
