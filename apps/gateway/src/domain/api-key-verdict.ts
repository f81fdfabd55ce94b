import { versionedPath, type ApiScope } from '@stallplan/contracts';
import { secondsToNextMinute, secondsToUtcMidnight } from './rate-windows.js';

/** What the key check script answers: the outcome, then for a known active key its id and counts. */
export type ApiKeyScriptReply =
  | ['unknown']
  | ['revoked']
  | [
      outcome: 'missing-scope' | 'over-quota' | 'over-rate' | 'ok',
      id: string,
      minuteCount: number,
      perMinute: number,
      dayCount: number,
      dailyQuota: number,
      /** The key's scopes, separated by spaces. */
      scopes?: string,
    ];

export interface ApiKeyCall {
  method: string;
  /** The contract's path, e.g. `/api/vendors/:id`. */
  routePath: string;
  /** The client called the versioned path: sentences name the path as it called it. */
  versioned: boolean;
  scope: ApiScope;
  nowMs: number;
}

export type ApiKeyVerdict =
  | { allowed: true; keyId: string; scopes: string[]; headers: Record<string, string> }
  | { allowed: false; status: 401 | 403 | 429; message: string; headers: Record<string, string> };

export const NEEDS_KEY_MESSAGE = 'This call needs an API key: send it as Authorization: Bearer <key>.';
export const INVALID_KEY_MESSAGE = 'This API key is not valid.';
export const REVOKED_KEY_MESSAGE = 'This API key was revoked.';
export const KEY_CHECK_UNAVAILABLE_MESSAGE = 'API keys cannot be checked right now. Please try again in a moment.';

/** How a sentence names a route: as the client called it, versioned or not. */
export function shownRoute(method: string, routePath: string, versioned: boolean): string {
  return `${method} ${versioned ? versionedPath(routePath) : routePath}`;
}

/** `route` as `shownRoute` gives it. */
export function keyCannotCallMessage(route: string): string {
  return `API keys cannot call ${route}; it belongs to StallPlan's own web app. Call it without a key, or use a route the key's scopes open.`;
}

/**
 * The headers of every answer to a known, active key. RateLimit-* describe the per-minute window
 * (the IETF draft's fields: Reset is seconds until the window starts again); X-Quota-* the daily
 * quota, which renews at midnight UTC (Reset in seconds until then).
 */
function limitHeaders(minuteCount: number, perMinute: number, dayCount: number, dailyQuota: number, nowMs: number): Record<string, string> {
  return {
    'ratelimit-limit': String(perMinute),
    'ratelimit-remaining': String(Math.max(0, perMinute - minuteCount)),
    'ratelimit-reset': String(secondsToNextMinute(nowMs)),
    'x-quota-limit': String(dailyQuota),
    'x-quota-remaining': String(Math.max(0, dailyQuota - dayCount)),
    'x-quota-reset': String(secondsToUtcMidnight(nowMs)),
  };
}

/** The answer to a keyed call, from what the key check script found. */
export function apiKeyVerdict(reply: ApiKeyScriptReply, call: ApiKeyCall): ApiKeyVerdict {
  if (reply[0] === 'unknown') return { allowed: false, status: 401, message: INVALID_KEY_MESSAGE, headers: {} };
  if (reply[0] === 'revoked') return { allowed: false, status: 401, message: REVOKED_KEY_MESSAGE, headers: {} };
  const [outcome, keyId, minuteCount, perMinute, dayCount, dailyQuota, scopes] = reply;
  const headers = limitHeaders(minuteCount, perMinute, dayCount, dailyQuota, call.nowMs);
  switch (outcome) {
    case 'ok':
      return { allowed: true, keyId, scopes: (scopes ?? '').split(' ').filter(Boolean), headers };
    case 'missing-scope':
      return {
        allowed: false,
        status: 403,
        message: `This API key lacks the ${call.scope} scope that ${shownRoute(call.method, call.routePath, call.versioned)} needs.`,
        headers,
      };
    case 'over-rate': {
      const wait = secondsToNextMinute(call.nowMs);
      return {
        allowed: false,
        status: 429,
        message: `This API key may make ${perMinute} requests a minute and has made them. Please wait ${wait} seconds and try again.`,
        headers: { ...headers, 'retry-after': String(wait) },
      };
    }
    case 'over-quota': {
      const wait = secondsToUtcMidnight(call.nowMs);
      return {
        allowed: false,
        status: 429,
        message: `This API key has used its daily quota of ${dailyQuota} requests; it renews at midnight UTC, in ${wait} seconds.`,
        headers: { ...headers, 'retry-after': String(wait) },
      };
    }
  }
}
