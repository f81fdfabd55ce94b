import { UnrecoverableError, type Job } from 'bullmq';
import { integrationEventJobSchema, type IntegrationEventJob } from '@stallplan/contracts';
import { isDuplicateKeyError } from '@stallplan/service-kit';
import { buildEventBody } from '../domain/build-event-body.js';
import { newMessageId } from '../domain/integration-secrets.js';
import type { StoredWebhookEndpoint } from '../models/webhook-endpoint-model.js';
import type { IntegrationModels } from '../plugins/integration-store.js';

export interface FanOutDependencies {
  models: IntegrationModels;
  /** Queues a delivery's first try (a no-op when its job exists). */
  enqueue(deliveryId: string): Promise<void>;
}

/**
 * Turns one event from the integration-events queue into a stored delivery per subscribed endpoint
 * whose key is active, and queues each. Run again (BullMQ retried it), it finds the deliveries it
 * stored instead of adding more, and queuing them again is a no-op.
 */
export function createFanOutHandler(deps: FanOutDependencies) {
  const { apiKeys, endpoints, deliveries } = deps.models;

  async function deliveryFor(event: IntegrationEventJob, endpoint: StoredWebhookEndpoint, withContact: boolean): Promise<string> {
    try {
      const stored = await deliveries.create({
        endpointId: endpoint._id,
        messageId: newMessageId(),
        eventId: event.id,
        eventType: event.type,
        body: buildEventBody(event, withContact),
        status: 'pending',
        attempts: [],
        nextAttemptAt: new Date(),
      });
      return stored._id.toHexString();
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
      const existing = await deliveries.findOne({ eventId: event.id, endpointId: endpoint._id }, { _id: 1 }).lean();
      if (!existing) throw error;
      return existing._id.toHexString();
    }
  }

  return async function fanOutEvent(job: Job): Promise<number> {
    const parsed = integrationEventJobSchema.safeParse(job.data);
    if (!parsed.success) throw new UnrecoverableError(`Job ${job.id ?? '?'} does not carry an integration event.`);
    const event = parsed.data;
    const subscribed = await endpoints.find({ events: event.type }).lean<StoredWebhookEndpoint[]>();
    if (subscribed.length === 0) return 0;
    const keyIds = [...new Set(subscribed.map((endpoint) => endpoint.keyId.toHexString()))];
    const activeKeys = await apiKeys.find({ _id: { $in: keyIds }, status: 'active' }, { scopes: 1 }).lean();
    const contactsAllowed = new Map(activeKeys.map((key) => [key._id.toHexString(), key.scopes.includes('contacts:read')]));
    const targets = subscribed.filter((endpoint) => contactsAllowed.has(endpoint.keyId.toHexString()));
    await Promise.all(
      targets.map(async (endpoint) => {
        const deliveryId = await deliveryFor(event, endpoint, contactsAllowed.get(endpoint.keyId.toHexString()) === true);
        await deps.enqueue(deliveryId);
      }),
    );
    return targets.length;
  };
}
