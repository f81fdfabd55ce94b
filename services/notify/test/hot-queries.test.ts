import mongoose, { Types } from 'mongoose';
import { fieldsAnsweredByIndex, uniqueDbName } from '@stallplan/dev-stack/test-infra';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiKeyModelFor, type ApiKeyModel } from '../src/integrations/models/api-key-model.js';
import { webhookDeliveryModelFor, type WebhookDeliveryModel } from '../src/integrations/models/webhook-delivery-model.js';
import { webhookEndpointModelFor, type WebhookEndpointModel } from '../src/integrations/models/webhook-endpoint-model.js';

// The queries of webhook fan-out and delivery, each held to the index that answers it (the table in
// docs/operations.md#hot-queries-and-their-indexes): every event runs them, so a query no index
// answers would slow every delivery down as deliveries pile up.
const ROWS = 2_000;

describe('hot queries of the notify service', () => {
  let connection: mongoose.Connection;
  let apiKeys: ApiKeyModel;
  let endpoints: WebhookEndpointModel;
  let deliveries: WebhookDeliveryModel;
  const endpointIds: Types.ObjectId[] = [];

  beforeAll(async () => {
    // The service's own models, so the indexes are the ones it declares.
    connection = await mongoose.createConnection(inject('mongoUrl'), { dbName: uniqueDbName('notify_hot') }).asPromise();
    apiKeys = apiKeyModelFor(connection);
    endpoints = webhookEndpointModelFor(connection);
    deliveries = webhookDeliveryModelFor(connection);
    await Promise.all([apiKeys.init(), endpoints.init(), deliveries.init()]);
    const keyId = new Types.ObjectId();
    // Straight into the collections: the queries are under test, not the write paths.
    await endpoints.collection.insertMany(
      Array.from({ length: ROWS }, (_, n) => {
        const _id = new Types.ObjectId();
        endpointIds.push(_id);
        return { _id, keyId, url: `https://hooks.example.in/${n}`, events: [`event.kind-${n % 50}`], secret: 'whsec_x', createdAt: new Date() };
      }),
    );
    await deliveries.collection.insertMany(
      Array.from({ length: ROWS }, (_, n) => ({
        endpointId: endpointIds[n % 100],
        messageId: `msg-${n}`,
        eventId: `evt-${n}`,
        eventType: 'quote.generated',
        status: 'delivered',
      })),
    );
  }, 120_000);

  afterAll(async () => {
    await connection?.dropDatabase();
    await connection?.close();
  });

  const hotQueries: Array<{ route: string; query: () => PromiseLike<unknown>; field: string }> = [
    { route: 'fan-out: endpoints subscribed to the event', query: () => endpoints.find({ events: 'event.kind-7' }).explain(), field: 'events' },
    {
      route: 'fan-out: the event’s deliveries',
      query: () => deliveries.find({ eventId: 'evt-1234', endpointId: { $in: endpointIds.slice(0, 3) } }).explain(),
      field: 'eventId',
    },
    { route: 'delivery: the delivery', query: () => deliveries.find({ _id: new Types.ObjectId() }).explain(), field: '_id' },
    { route: 'delivery: its endpoint', query: () => endpoints.find({ _id: endpointIds[42] }).explain(), field: '_id' },
    { route: 'delivery: the endpoint’s key', query: () => apiKeys.find({ _id: new Types.ObjectId() }).explain(), field: '_id' },
    { route: 'endpoint page: its deliveries', query: () => deliveries.find({ endpointId: endpointIds[7] }).explain(), field: 'endpointId' },
  ];

  it.each(hotQueries)('$route is answered by the index on $field', async ({ query, field }) => {
    expect(fieldsAnsweredByIndex(await query())).toContain(field);
  });
});
