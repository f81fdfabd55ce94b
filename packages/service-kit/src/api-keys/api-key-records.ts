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
  /** The stored key's version: each change of its state adds one, so the mirror never goes back to an older state. */
  version: number;
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

/**
 * Replaces the record only with a newer version, and never a revoked one with an active one: two
 * changes of one key written to the mirror in the wrong order (a rotation's and a revocation's, or
 * two notify replicas') leave the newer state. KEYS[1] the record; ARGV: id, scopes, per minute,
 * quota, status, version.
 */
const WRITE_NEWER_RECORD_LUA = `
local stored = redis.call('HMGET', KEYS[1], 'version', 'status')
if stored[2] == 'revoked' and ARGV[5] ~= 'revoked' then return 0 end
local version = tonumber(stored[1])
if version and version >= tonumber(ARGV[6]) then return 0 end
redis.call('HSET', KEYS[1], 'id', ARGV[1], 'scopes', ARGV[2], 'ratePerMinute', ARGV[3], 'dailyQuota', ARGV[4], 'status', ARGV[5], 'version', ARGV[6])
return 1
`;

/** Puts a key's record under its secret's hash, unless the mirror already holds a newer state of it; true when written. */
export async function writeApiKeyRecord(redis: Redis, hash: string, record: ApiKeyRecord): Promise<boolean> {
  const written = await redis.eval(
    WRITE_NEWER_RECORD_LUA,
    1,
    apiKeyRecordKey(hash),
    record.id,
    record.scopes.join(' '),
    String(record.ratePerMinute),
    String(record.dailyQuota),
    record.status,
    String(record.version),
  );
  return written === 1;
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
    version: Number(fields.version ?? 0),
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
