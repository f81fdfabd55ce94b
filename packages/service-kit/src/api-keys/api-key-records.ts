import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { ApiKeyStatus, ApiScope } from '@stallplan/contracts';

/**
 * How API keys sit in Redis. Notify owns the keys (in Mongo) and mirrors each one here; the
 * gateway checks a presented key with one round trip and counts its use. Only the SHA-256 of a
 * secret is ever stored: a key has 256 random bits, so a slow password hash would add nothing.
 */
const ROOT = 'api-keys';

/** What the gateway needs to decide on a request, keyed by the secret's hash. */
export interface ApiKeyRecord {
  id: string;
  scopes: readonly ApiScope[];
  ratePerMinute: number;
  dailyQuota: number;
  status: ApiKeyStatus;
}

export function hashApiKey(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

export const apiKeyRecordKey = (hash: string) => `${ROOT}:by-hash:${hash}`;
/** A hash per key: `total` requests let through and `lastUsedAt` (epoch ms). */
export const apiKeyUsageKey = (id: string) => `${ROOT}:usage:${id}`;
/** Requests let through on one UTC day (`YYYY-MM-DD`); expires two days later. */
export const apiKeyDayKey = (id: string, day: string) => `${ROOT}:day:${id}:${day}`;
/** Requests in one clock minute (epoch minutes); expires soon after. */
export const apiKeyMinuteKey = (id: string, minute: number) => `${ROOT}:minute:${id}:${minute}`;

export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** Puts (or replaces) a key's record under its secret's hash. */
export async function writeApiKeyRecord(redis: Redis, hash: string, record: ApiKeyRecord): Promise<void> {
  await redis.hset(apiKeyRecordKey(hash), {
    id: record.id,
    scopes: record.scopes.join(' '),
    ratePerMinute: String(record.ratePerMinute),
    dailyQuota: String(record.dailyQuota),
    status: record.status,
  });
}

/** Forgets a secret (after a rotation): it then reads as unknown. */
export async function removeApiKeyRecord(redis: Redis, hash: string): Promise<void> {
  await redis.del(apiKeyRecordKey(hash));
}

export async function readApiKeyRecord(redis: Redis, hash: string): Promise<ApiKeyRecord | null> {
  const fields = await redis.hgetall(apiKeyRecordKey(hash));
  if (!fields.id) return null;
  return {
    id: fields.id,
    scopes: (fields.scopes ?? '').split(' ').filter(Boolean) as ApiScope[],
    ratePerMinute: Number(fields.ratePerMinute),
    dailyQuota: Number(fields.dailyQuota),
    status: fields.status === 'revoked' ? 'revoked' : 'active',
  };
}

export interface ApiKeyUsage {
  requestCount: number;
  requestsToday: number;
  lastUsedAt: Date | null;
}

/** Use of several keys at once, for the admin's list; one pipeline. */
export async function readApiKeyUsage(redis: Redis, ids: readonly string[], now = new Date()): Promise<Map<string, ApiKeyUsage>> {
  const usage = new Map<string, ApiKeyUsage>();
  if (ids.length === 0) return usage;
  const day = utcDay(now);
  const pipeline = redis.pipeline();
  for (const id of ids) {
    pipeline.hmget(apiKeyUsageKey(id), 'total', 'lastUsedAt');
    pipeline.get(apiKeyDayKey(id, day));
  }
  const results = (await pipeline.exec()) ?? [];
  ids.forEach((id, index) => {
    const [total, lastUsedAt] = (results[index * 2]?.[1] as Array<string | null> | undefined) ?? [null, null];
    const today = results[index * 2 + 1]?.[1] as string | null | undefined;
    usage.set(id, {
      requestCount: Number(total ?? 0),
      requestsToday: Number(today ?? 0),
      lastUsedAt: lastUsedAt ? new Date(Number(lastUsedAt)) : null,
    });
  });
  return usage;
}
