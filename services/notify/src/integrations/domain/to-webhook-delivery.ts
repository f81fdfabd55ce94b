import type { WebhookDelivery } from '@stallplan/contracts';
import type { StoredWebhookDelivery } from '../models/webhook-delivery-model.js';

export function toWebhookDelivery(stored: StoredWebhookDelivery): WebhookDelivery {
  return {
    id: stored._id.toHexString(),
    endpointId: stored.endpointId.toHexString(),
    messageId: stored.messageId,
    eventType: stored.eventType,
    status: stored.status,
    attempts: stored.attempts.map((attempt) => ({
      at: attempt.at.toISOString(),
      responseCode: attempt.responseCode ?? null,
      durationMs: attempt.durationMs,
      error: attempt.error ?? null,
      replay: attempt.replay ?? false,
    })),
    createdAt: stored.createdAt.toISOString(),
    nextAttemptAt: stored.nextAttemptAt?.toISOString() ?? null,
  };
}
