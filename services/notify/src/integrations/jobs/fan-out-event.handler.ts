import { UnrecoverableError, type Job } from 'bullmq';
import { integrationEventJobSchema, type IntegrationEventJob } from '@stallplan/contracts';
import { isDuplicateKeyError } from '@stallplan/service-kit';
import { buildEventBody } from '../domain/build-event-body.js';
import { newMessageId } from '../domain/integration-secrets.js';
import type { StoredWebhookEndpoint } from '../models/webhook-endpoint-model.js';
import type { IntegrationModels } from '../plugins/integration-store.js';

export interface FanOutDependencies {
  models: IntegrationModels;
  /** Queues each delivery's first try (a no-op for one whose job exists). */
  enqueue(deliveries: ReadonlyArray<{ id: string; endpointId: string }>): Promise<void>;
}

/**
 * Turns one event from the integration-events queue into a stored delivery per subscribed endpoint
 * whose key is active, and queues each. Run again (BullMQ retried it), it finds the deliveries it
 * stored instead of adding more, and queuing them again is a no-op.
 */
export function createFanOutHandler(deps: FanOutDependencies) {
  const { apiKeys, endpoints, deliveries } = deps.models;

  /** One insert for all of them; those stored by an earlier run are refused by the unique index and read back below. */
  async function store(event: IntegrationEventJob, targets: StoredWebhookEndpoint[], contactsAllowed: Map<string, boolean>): Promise<void> {
    const now = new Date();
    const fresh = targets.map((endpoint) => ({
      endpointId: endpoint._id,
      messageId: newMessageId(),
      eventId: event.id,
      eventType: event.type,
      body: buildEventBody(event, contactsAllowed.get(endpoint.keyId.toHexString()) === true),
      status: 'pending' as const,
      attempts: [],
      createdAt: now,
      nextAttemptAt: now,
    }));
    try {
      await deliveries.insertMany(fresh, { ordered: false });
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
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
    if (targets.length === 0) return 0;
    await store(event, targets, contactsAllowed);
    const stored = await deliveries.find({ eventId: event.id, endpointId: { $in: targets.map((endpoint) => endpoint._id) } }, { _id: 1, endpointId: 1 }).lean();
    await deps.enqueue(stored.map((delivery) => ({ id: delivery._id.toHexString(), endpointId: delivery.endpointId.toHexString() })));
    return stored.length;
  };
}
