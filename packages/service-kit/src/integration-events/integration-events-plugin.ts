import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createIntegrationEventPublisher, type IntegrationEventPublisher } from './integration-event-publisher.js';

declare module 'fastify' {
  interface FastifyInstance {
    integrationEvents: IntegrationEventPublisher;
  }
}

export interface IntegrationEventsPluginOptions {
  redisUrl: string;
}

/** `fastify.integrationEvents`: what routes publish facts with; its queue closes with the app. */
async function integrationEvents(fastify: FastifyInstance, { redisUrl }: IntegrationEventsPluginOptions) {
  const publisher = createIntegrationEventPublisher({ redisUrl, log: fastify.log });
  fastify.decorate('integrationEvents', publisher);
  fastify.addHook('onClose', async () => {
    await publisher.close();
  });
}

export const integrationEventsPlugin = fp(integrationEvents, { name: 'stallplan-integration-events', fastify: '5.x' });
