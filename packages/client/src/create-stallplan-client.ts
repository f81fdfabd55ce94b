import { API_KEY_PREFIX, createClient, type CallArgs, type CallResult, type Client, type KeyedRouteName } from '@stallplan/contracts';
import { keyedRoutes, type KeyedRoutes } from './keyed-routes.js';

/** One method per route a key may call, typed from the contracts both ways. */
export type StallPlanClient = Client<KeyedRoutes>;
/** What one call takes: `StallPlanCallArgs<'listVendors'>`. */
export type StallPlanCallArgs<K extends KeyedRouteName> = CallArgs<KeyedRoutes[K]>;
/** What one call gives back, by status: `StallPlanCallResult<'createBrief'>`. */
export type StallPlanCallResult<K extends KeyedRouteName> = CallResult<KeyedRoutes[K]>;

export interface StallPlanClientOptions {
  /** Where StallPlan answers, such as `https://stallplan.example`; calls go to `<baseUrl>/api/v1/...`. */
  baseUrl: string;
  /** `sp_key_...`, issued in the admin area; sent as `Authorization: Bearer`. Keep it on a server. */
  apiKey: string;
  /** Defaults to the global `fetch` (Node 18 and later, browsers, workers). */
  fetch?: typeof fetch;
}

/**
 * A client of the keyed API. A call answers with `{ status, body }` for every status its route
 * declares; anything else (401 unknown or revoked key, 403 missing scope, 429 over a limit, a
 * network failure) throws `ApiError` with the server's sentence and status.
 */
export function createStallPlanClient({ baseUrl, apiKey, fetch }: StallPlanClientOptions): StallPlanClient {
  if (!apiKey?.startsWith(API_KEY_PREFIX)) {
    throw new TypeError(`An API key starts with ${API_KEY_PREFIX}; the admin issues one in the admin area (Admin → API keys).`);
  }
  return createClient(keyedRoutes, {
    baseUrl: baseUrl.replace(/\/+$/, ''),
    headers: { authorization: `Bearer ${apiKey}` },
    ...(fetch ? { fetch } : {}),
  });
}
