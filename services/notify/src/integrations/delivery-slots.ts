import type { Redis } from 'ioredis';

/**
 * Deliveries in flight, counted per key and per endpoint across every notify process, so that one
 * integrator's slow endpoints never hold every delivery worker (docs/integrations.md#fairness).
 *
 * A key may hold an equal share of the workers less a reserve: alone it gets `workers - reserve`,
 * so another key's first delivery always finds a worker; with others in flight each gets
 * `(workers - reserve) / keys in flight`, never fewer than `floor`. An endpoint holds at most
 * `perEndpoint`. A holder whose process died is dropped once it is older than `staleAfterMs`.
 */
export interface DeliverySlotLimits {
  workers: number;
  reserve: number;
  floor: number;
  perEndpoint: number;
  staleAfterMs: number;
}

export interface DeliverySlot {
  keyId: string;
  endpointId: string;
  /** The job's id: a retried job holding its slot already keeps it. */
  holder: string;
}

export interface DeliverySlots {
  /** True when the delivery may go now; false when its key or endpoint has its share in flight. */
  acquire(slot: DeliverySlot): Promise<boolean>;
  release(slot: DeliverySlot): Promise<void>;
  /**
   * Puts a refused delivery's job at the end of its key's line, to be woken when one of the key's
   * deliveries ends (`nextParked`). Answers how many of the key's deliveries are still in flight:
   * none means no release will come to wake it, so the caller wakes the line itself.
   */
  park(keyId: string, jobId: string): Promise<number>;
  /** The job at the front of the key's line, taken off it; null when the line is empty. */
  nextParked(keyId: string): Promise<string | null>;
}

// KEYS: holders (zset: "key|endpoint|holder" by start time), per-key counts, per-endpoint counts.
const DROP_STALE = `
local stale = redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', ARGV[1])
for _, member in ipairs(stale) do
  redis.call('ZREM', KEYS[1], member)
  local key, endpoint = string.match(member, '^([^|]*)|([^|]*)|')
  if redis.call('HINCRBY', KEYS[2], key, -1) <= 0 then redis.call('HDEL', KEYS[2], key) end
  if redis.call('HINCRBY', KEYS[3], endpoint, -1) <= 0 then redis.call('HDEL', KEYS[3], endpoint) end
end
`;

// ARGV: stale-before, key, endpoint, holder, now, workers, reserve, floor, per endpoint.
const ACQUIRE = `${DROP_STALE}
local member = ARGV[2] .. '|' .. ARGV[3] .. '|' .. ARGV[4]
if redis.call('ZSCORE', KEYS[1], member) then
  redis.call('ZADD', KEYS[1], ARGV[5], member)
  return 1
end
if tonumber(redis.call('HGET', KEYS[3], ARGV[3]) or '0') >= tonumber(ARGV[9]) then return 0 end
local held = tonumber(redis.call('HGET', KEYS[2], ARGV[2]) or '0')
local keys = redis.call('HLEN', KEYS[2])
if held == 0 then keys = keys + 1 end
local share = math.max(tonumber(ARGV[8]), math.floor((tonumber(ARGV[6]) - tonumber(ARGV[7])) / keys))
if held >= share then return 0 end
redis.call('ZADD', KEYS[1], ARGV[5], member)
redis.call('HINCRBY', KEYS[2], ARGV[2], 1)
redis.call('HINCRBY', KEYS[3], ARGV[3], 1)
return 1
`;

// ARGV: key, endpoint, holder.
const RELEASE = `
if redis.call('ZREM', KEYS[1], ARGV[1] .. '|' .. ARGV[2] .. '|' .. ARGV[3]) == 1 then
  if redis.call('HINCRBY', KEYS[2], ARGV[1], -1) <= 0 then redis.call('HDEL', KEYS[2], ARGV[1]) end
  if redis.call('HINCRBY', KEYS[3], ARGV[2], -1) <= 0 then redis.call('HDEL', KEYS[3], ARGV[2]) end
end
return 1
`;

// KEYS: per-key counts, the key's line. ARGV: key, job, seconds the line is kept.
const PARK = `
redis.call('RPUSH', KEYS[2], ARGV[2])
redis.call('EXPIRE', KEYS[2], ARGV[3])
return tonumber(redis.call('HGET', KEYS[1], ARGV[1]) or '0')
`;

/** A line not touched for a day belongs to a key that stopped sending; its jobs came back on their own long before. */
const LINE_KEPT_SECONDS = 86_400;

type WithSlotCommands = Redis & {
  webhookSlotAcquire(...args: string[]): Promise<number>;
  webhookSlotRelease(...args: string[]): Promise<number>;
  webhookSlotPark(...args: string[]): Promise<number>;
};

/** The slots under `prefix` (notify's REDIS_PREFIX), on Redis; the scripts are sent once and then called by their hash. */
export function redisDeliverySlots(redis: Redis, prefix: string, limits: DeliverySlotLimits, now: () => number = Date.now): DeliverySlots {
  const keys = [`${prefix}:webhook-slots:holders`, `${prefix}:webhook-slots:by-key`, `${prefix}:webhook-slots:by-endpoint`] as const;
  if (!('webhookSlotAcquire' in redis)) {
    redis.defineCommand('webhookSlotAcquire', { numberOfKeys: keys.length, lua: ACQUIRE });
    redis.defineCommand('webhookSlotRelease', { numberOfKeys: keys.length, lua: RELEASE });
    redis.defineCommand('webhookSlotPark', { numberOfKeys: 2, lua: PARK });
  }
  const lineOf = (keyId: string) => `${prefix}:webhook-slots:parked:${keyId}`;
  const commands = redis as WithSlotCommands;
  const fixed = [String(limits.workers), String(limits.reserve), String(limits.floor), String(limits.perEndpoint)];
  return {
    async acquire({ keyId, endpointId, holder }) {
      const at = now();
      return (await commands.webhookSlotAcquire(...keys, String(at - limits.staleAfterMs), keyId, endpointId, holder, String(at), ...fixed)) === 1;
    },
    async release({ keyId, endpointId, holder }) {
      await commands.webhookSlotRelease(...keys, keyId, endpointId, holder);
    },
    async park(keyId, jobId) {
      return commands.webhookSlotPark(keys[1], lineOf(keyId), keyId, jobId, String(LINE_KEPT_SECONDS));
    },
    async nextParked(keyId) {
      return redis.lpop(lineOf(keyId));
    },
  };
}
