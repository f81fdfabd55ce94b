import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { ApiKeyModel } from './models/api-key-model.js';
import type { StoredWebhookEndpoint, WebhookEndpointModel } from './models/webhook-endpoint-model.js';

/** What a delivery needs of its endpoint: the endpoint and its key's status; null when the endpoint is gone. */
export interface EndpointWithKey {
  endpoint: StoredWebhookEndpoint;
  key: { status: string } | null;
}

export interface EndpointReads {
  /** The endpoint and its key as the store holds them now, or as last read if nothing has changed since. */
  read(endpointId: string): Promise<EndpointWithKey | null>;
  /** Every write that changes what `read` answers (a key revoked, a secret rotated, an endpoint removed) calls this once it is stored. */
  changed(): Promise<void>;
}

/** Beyond this many endpoints the copies are dropped and read again. */
const REMEMBERED = 10_000;

/**
 * Each delivery needs its endpoint (URL, secrets) and its key's status, which change only when an
 * admin or integrator acts; reading both from the store for each delivery was two of its four reads.
 * A process keeps what it read beside a generation stored in Redis, and every change sets a new
 * random generation after it is written (`changed`), so the next delivery in any notify process
 * reads afresh: a replay right after a rotation signs with the new secret, a key revoked stops the
 * next try. The generation is read before the store, so a change that lands in between leaves a
 * copy marked with the old generation, never a stale copy marked with the new one.
 */
export function createEndpointReads(redis: Redis, prefix: string, models: { apiKeys: ApiKeyModel; endpoints: WebhookEndpointModel }): EndpointReads {
  const generationKey = `${prefix}:integrations:generation`;
  const copies = new Map<string, { generation: string; found: EndpointWithKey | null }>();

  async function load(endpointId: string): Promise<EndpointWithKey | null> {
    const endpoint = await models.endpoints.findById(endpointId).lean<StoredWebhookEndpoint>();
    if (!endpoint) return null;
    return { endpoint, key: await models.apiKeys.findById(endpoint.keyId, { status: 1 }).lean<{ status: string }>() };
  }

  /** A missing generation (Redis emptied) is set afresh, and nothing remembered before counts. */
  async function generationNow(): Promise<string> {
    const current = await redis.get(generationKey);
    if (current !== null) return current;
    copies.clear();
    await redis.set(generationKey, randomBytes(12).toString('hex'), 'NX');
    return (await redis.get(generationKey)) ?? '';
  }

  return {
    async read(endpointId) {
      const generation = await generationNow();
      const copy = copies.get(endpointId);
      if (copy && generation !== '' && copy.generation === generation) return copy.found;
      const found = await load(endpointId);
      if (copies.size >= REMEMBERED) copies.clear();
      copies.set(endpointId, { generation, found });
      return found;
    },
    async changed() {
      await redis.set(generationKey, randomBytes(12).toString('hex'));
    },
  };
}
