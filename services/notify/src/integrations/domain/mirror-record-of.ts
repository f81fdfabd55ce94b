import type { ApiKeyRecord } from '@stallplan/service-kit';
import type { StoredApiKey } from '../models/api-key-model.js';

/** What the gateway needs of a key to decide on a request. */
export function mirrorRecordOf(key: Pick<StoredApiKey, '_id' | 'scopes' | 'ratePerMinute' | 'dailyQuota' | 'status' | 'version'>): ApiKeyRecord {
  return {
    id: key._id.toHexString(),
    scopes: key.scopes,
    ratePerMinute: key.ratePerMinute,
    dailyQuota: key.dailyQuota,
    status: key.status,
    version: key.version,
  };
}
