import type { WebhookEndpoint } from '@stallplan/contracts';
import type { StoredWebhookEndpoint } from '../models/webhook-endpoint-model.js';
import { secretStartOf } from './integration-secrets.js';

export function toWebhookEndpoint(stored: StoredWebhookEndpoint, keyName: string): WebhookEndpoint {
  return {
    id: stored._id.toHexString(),
    keyId: stored.keyId.toHexString(),
    keyName,
    url: stored.url,
    events: stored.events,
    description: stored.description,
    secretStart: secretStartOf(stored.secret),
    createdAt: stored.createdAt.toISOString(),
    secretRotatedAt: stored.secretRotatedAt?.toISOString() ?? null,
  };
}
