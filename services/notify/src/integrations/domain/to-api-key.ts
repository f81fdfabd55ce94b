import type { ApiKey } from '@stallplan/contracts';
import type { ApiKeyUsage } from '@stallplan/service-kit';
import type { StoredApiKey } from '../models/api-key-model.js';

const NO_USE: ApiKeyUsage = { requestCount: 0, requestsToday: 0, lastUsedAt: null };

/** A stored key as the admin sees it, with the use the gateway counted. */
export function toApiKey(stored: StoredApiKey, usage: ApiKeyUsage = NO_USE): ApiKey {
  return {
    id: stored._id.toHexString(),
    name: stored.name,
    ownerEmail: stored.ownerEmail,
    scopes: stored.scopes,
    keyStart: stored.keyStart,
    ratePerMinute: stored.ratePerMinute,
    dailyQuota: stored.dailyQuota,
    status: stored.status,
    createdAt: stored.createdAt.toISOString(),
    rotatedAt: stored.rotatedAt?.toISOString() ?? null,
    revokedAt: stored.revokedAt?.toISOString() ?? null,
    lastUsedAt: usage.lastUsedAt?.toISOString() ?? null,
    requestCount: usage.requestCount,
    requestsToday: usage.requestsToday,
  };
}
