import type { FastifyInstance } from 'fastify';
import { apiKeyDayKey, apiKeyMinuteKey, apiKeyRecordKey, apiKeyUsageKey, utcDay } from '@stallplan/service-kit';
import type { ApiKeyScriptReply } from '../../domain/api-key-verdict.js';
import { epochMinute } from '../../domain/rate-windows.js';

/** Stands for the key's id in the counter names the script is given; the id is known only once the record is read. */
const ID_MARKER = '{id}';

/**
 * One round trip per keyed call, atomic: reads the key's record; an unknown or revoked key or a
 * missing scope is answered without counting anything. A key over its daily quota or this minute's
 * limit is refused without counting either, so `requestsToday` and `total` are requests let
 * through, and a client waiting out a 429 is not pushed further back. Otherwise both counters and
 * the usage (total, last use) move.
 *
 * KEYS[1] the record; ARGV: scope, id marker, minute / day / usage key names with the marker, now (epoch ms).
 */
const CHECK_API_KEY_LUA = `
local record = redis.call('HMGET', KEYS[1], 'id', 'scopes', 'ratePerMinute', 'dailyQuota', 'status')
local id = record[1]
if not id then return {'unknown'} end
if record[5] == 'revoked' then return {'revoked'} end
local function keyOf(template)
  local from, to = string.find(template, ARGV[2], 1, true)
  return string.sub(template, 1, from - 1) .. id .. string.sub(template, to + 1)
end
local minuteKey = keyOf(ARGV[3])
local dayKey = keyOf(ARGV[4])
-- A record without its limits allows nothing.
local perMinute = tonumber(record[3]) or 0
local quota = tonumber(record[4]) or 0
local minuteCount = tonumber(redis.call('GET', minuteKey) or '0')
local dayCount = tonumber(redis.call('GET', dayKey) or '0')
local hasScope = false
for scope in string.gmatch(record[2] or '', '%S+') do
  if scope == ARGV[1] then hasScope = true end
end
if not hasScope then return {'missing-scope', id, minuteCount, perMinute, dayCount, quota, record[2] or ''} end
if dayCount >= quota then return {'over-quota', id, minuteCount, perMinute, dayCount, quota, record[2] or ''} end
if minuteCount >= perMinute then return {'over-rate', id, minuteCount, perMinute, dayCount, quota, record[2] or ''} end
minuteCount = redis.call('INCR', minuteKey)
if minuteCount == 1 then redis.call('EXPIRE', minuteKey, 120) end
dayCount = redis.call('INCR', dayKey)
if dayCount == 1 then redis.call('EXPIRE', dayKey, 172800) end
local usageKey = keyOf(ARGV[5])
redis.call('HINCRBY', usageKey, 'total', 1)
redis.call('HSET', usageKey, 'lastUsedAt', ARGV[6])
return {'ok', id, minuteCount, perMinute, dayCount, quota, record[2] or ''}
`;

/** The connection, once the script is defined on it as a command. */
type WithCheckCommand = FastifyInstance['redis'] & {
  stallplanCheckApiKey(
    recordKey: string,
    scope: string,
    idMarker: string,
    minuteKey: string,
    dayKey: string,
    usageKey: string,
    nowMs: string,
  ): Promise<ApiKeyScriptReply>;
};

/**
 * Defines the script on the connection (ioredis sends EVALSHA, and the script itself once after a
 * NOSCRIPT) and returns the call: the hash of a presented secret and the scope its route needs.
 */
export function checkApiKeyScript(connection: FastifyInstance['redis']) {
  connection.defineCommand('stallplanCheckApiKey', { numberOfKeys: 1, lua: CHECK_API_KEY_LUA });
  const redis = connection as WithCheckCommand;
  return async (secretHash: string, scope: string, nowMs: number): Promise<ApiKeyScriptReply> =>
    redis.stallplanCheckApiKey(
      apiKeyRecordKey(secretHash),
      scope,
      ID_MARKER,
      apiKeyMinuteKey(ID_MARKER, epochMinute(nowMs)),
      apiKeyDayKey(ID_MARKER, utcDay(new Date(nowMs))),
      apiKeyUsageKey(ID_MARKER),
      String(nowMs),
    );
}
