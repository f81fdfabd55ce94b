import type { IssuedWebhookEndpoint, WebhookDelivery, WebhookEndpoint, WebhookEndpointCreate } from '@stallplan/contracts';
import { generateWebhookSecret } from '@stallplan/contracts';
import { AppError } from '@stallplan/service-kit';
import type { Types } from 'mongoose';
import { checkWebhookUrl, type WebhookUrlRules } from '../domain/check-webhook-url.js';
import { toWebhookDelivery } from '../domain/to-webhook-delivery.js';
import { toWebhookEndpoint } from '../domain/to-webhook-endpoint.js';
import type { StoredApiKey } from '../models/api-key-model.js';
import type { StoredWebhookDelivery } from '../models/webhook-delivery-model.js';
import type { StoredWebhookEndpoint } from '../models/webhook-endpoint-model.js';
import type { EndpointReads } from '../endpoint-reads.js';
import type { IntegrationModels } from '../plugins/integration-store.js';

/** More would only multiply one event's deliveries; an integrator fans out on its own side. */
export const ENDPOINTS_PER_KEY_MAX = 100;
export const ENDPOINT_NOT_FOUND = 'No webhook endpoint has this id.';

/** What the admin's and the integrator's endpoint routes share; `keyId` narrows every action to one key's endpoints. */
export function webhookEndpointActions(models: IntegrationModels, endpointReads: EndpointReads, rules: WebhookUrlRules) {
  const { apiKeys, endpoints, deliveries } = models;

  async function withKeyNames(stored: StoredWebhookEndpoint[]): Promise<WebhookEndpoint[]> {
    const keyIds = [...new Set(stored.map((endpoint) => endpoint.keyId.toHexString()))];
    const keys = await apiKeys.find({ _id: { $in: keyIds } }, { name: 1 }).lean();
    const names = new Map(keys.map((key) => [key._id.toHexString(), key.name]));
    return stored.map((endpoint) => toWebhookEndpoint(endpoint, names.get(endpoint.keyId.toHexString()) ?? ''));
  }

  async function findEndpoint(id: string, keyId?: Types.ObjectId): Promise<StoredWebhookEndpoint> {
    const endpoint = await endpoints.findById(id).lean<StoredWebhookEndpoint>();
    // Another key's endpoint reads as missing: its existence is none of the caller's business.
    if (!endpoint || (keyId && !endpoint.keyId.equals(keyId))) throw new AppError('NOT_FOUND', ENDPOINT_NOT_FOUND);
    return endpoint;
  }

  return {
    async register(key: StoredApiKey, body: WebhookEndpointCreate): Promise<IssuedWebhookEndpoint> {
      if (key.status !== 'active') throw new AppError('CONFLICT', 'This API key was revoked; its endpoints would receive nothing.');
      const refusal = await checkWebhookUrl(body.url, rules);
      if (refusal) throw new AppError('BAD_REQUEST', refusal);
      const count = await endpoints.countDocuments({ keyId: key._id });
      if (count >= ENDPOINTS_PER_KEY_MAX) {
        throw new AppError('CONFLICT', `A key may have at most ${ENDPOINTS_PER_KEY_MAX} webhook endpoints; remove one first.`);
      }
      const secret = generateWebhookSecret();
      const created = await endpoints.create({
        keyId: key._id,
        url: body.url,
        events: body.events,
        description: body.description ?? '',
        secret,
        previousSecret: null,
        previousSecretExpiresAt: null,
        secretRotatedAt: null,
      });
      return { endpoint: toWebhookEndpoint(created.toObject<StoredWebhookEndpoint>(), key.name), secret };
    },

    async list(keyId?: Types.ObjectId): Promise<WebhookEndpoint[]> {
      const stored = await endpoints
        .find(keyId ? { keyId } : {})
        .sort({ createdAt: -1, _id: -1 })
        .lean<StoredWebhookEndpoint[]>();
      return withKeyNames(stored);
    },

    /** Removes the endpoint and its deliveries: a try still queued then finds nothing to send. */
    async remove(id: string, keyId?: Types.ObjectId): Promise<string> {
      const endpoint = await findEndpoint(id, keyId);
      await endpoints.deleteOne({ _id: endpoint._id });
      await endpointReads.changed();
      await deliveries.deleteMany({ endpointId: endpoint._id });
      return `Webhook endpoint ${endpoint.url} was removed.`;
    },

    async deliveriesOf(id: string, limit: number, keyId?: Types.ObjectId): Promise<WebhookDelivery[]> {
      const endpoint = await findEndpoint(id, keyId);
      const stored = await deliveries.find({ endpointId: endpoint._id }).sort({ createdAt: -1, _id: -1 }).limit(limit).lean<StoredWebhookDelivery[]>();
      return stored.map(toWebhookDelivery);
    },

    findEndpoint,
    withKeyNames,
  };
}

export type WebhookEndpointActions = ReturnType<typeof webhookEndpointActions>;
