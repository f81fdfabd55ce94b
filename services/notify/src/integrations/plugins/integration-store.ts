import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { writeApiKeyRecord } from '@stallplan/service-kit';
import { apiKeyModelFor, type ApiKeyModel } from '../models/api-key-model.js';
import { webhookDeliveryModelFor, type WebhookDeliveryModel } from '../models/webhook-delivery-model.js';
import { webhookEndpointModelFor, type WebhookEndpointModel } from '../models/webhook-endpoint-model.js';
import { mirrorRecordOf } from '../domain/mirror-record-of.js';
import { createEndpointReads, type EndpointReads } from '../endpoint-reads.js';

export interface IntegrationModels {
  apiKeys: ApiKeyModel;
  endpoints: WebhookEndpointModel;
  deliveries: WebhookDeliveryModel;
}

declare module 'fastify' {
  interface FastifyInstance {
    integrations: IntegrationModels;
    /** Endpoints and their keys' status as deliveries read them; every change to either calls `changed()`. */
    endpointReads: EndpointReads;
  }
}

const MIRROR_BATCH = 100;

/**
 * The integrations' collections, and the keys' Redis mirror written again from Mongo at start:
 * Redis may have lost it (a flush, a new instance), and the gateway knows keys only from there.
 */
async function integrationStore(fastify: FastifyInstance, { redisPrefix }: { redisPrefix: string }) {
  const models: IntegrationModels = {
    apiKeys: apiKeyModelFor(fastify.mongo),
    endpoints: webhookEndpointModelFor(fastify.mongo),
    deliveries: webhookDeliveryModelFor(fastify.mongo),
  };
  await Promise.all(Object.values(models).map((model: { init(): Promise<unknown> }) => model.init()));
  fastify.decorate('integrations', models);
  fastify.decorate('endpointReads', createEndpointReads(fastify.redis, redisPrefix, models));
  // Keys issued before keys had versions count as version 1.
  await models.apiKeys.updateMany({ version: { $exists: false } }, { $set: { version: 1 } });

  let mirrored = 0;
  let batch: Array<Promise<boolean>> = [];
  for await (const key of models.apiKeys.find().lean().cursor()) {
    batch.push(writeApiKeyRecord(fastify.redis, key.secretHash, mirrorRecordOf(key)));
    if (batch.length >= MIRROR_BATCH) {
      await Promise.all(batch);
      mirrored += batch.length;
      batch = [];
    }
  }
  await Promise.all(batch);
  mirrored += batch.length;
  if (mirrored > 0) fastify.log.info({ keys: mirrored }, 'API keys mirrored into Redis');
}

export const integrationStorePlugin = fp(integrationStore, {
  name: 'integration-store',
  fastify: '5.x',
  dependencies: ['stallplan-mongo', 'stallplan-redis'],
});
