import type { RouteDefinition, RouteTable } from '@stallplan/contracts';
import type { FastifyInstance } from 'fastify';
import { servedResponses } from './contract-route.js';

/** What a service registered, as fastify saw it. */
export interface RegisteredRoute {
  method: string;
  url: string;
  schema?: { params?: unknown; querystring?: unknown; body?: unknown; response?: Record<string | number, unknown> };
}

/**
 * Collects every route the app registers from now on. Call it on a fresh instance before the
 * app's plugins register (fastify fires `onRoute` only for routes added after the hook).
 */
export function recordRoutes(app: FastifyInstance): RegisteredRoute[] {
  const routes: RegisteredRoute[] = [];
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    // fastify adds a HEAD twin to every GET; the contract names the GET.
    for (const method of methods) if (method !== 'HEAD') routes.push({ method, url: route.url, schema: route.schema as RegisteredRoute['schema'] });
  });
  return routes;
}

export interface ConformanceOptions {
  /** `METHOD /path` of routes served with no contract entry (health probes and the like). */
  uncontracted?: readonly string[];
}

const keyOf = (method: string, url: string) => `${method} ${url}`;

function schemaDifferences(key: string, entry: RouteDefinition, schema: RegisteredRoute['schema'] = {}): string[] {
  const problems: string[] = [];
  const same = (part: string, actual: unknown, expected: unknown) => {
    if (actual !== expected) problems.push(`${key}: ${part} schema is not the contract's`);
  };
  same('params', schema.params, entry.params);
  same('querystring', schema.querystring, entry.query);
  same('body', schema.body, entry.multipart ? undefined : entry.body);
  const expected: Record<string, unknown> = servedResponses(entry.responses);
  const actual = schema.response ?? {};
  for (const status of new Set([...Object.keys(expected), ...Object.keys(actual)])) same(`response ${status}`, actual[status], expected[status]);
  return problems;
}

/**
 * Every way the registered routes differ from the contract tables: an entry not served with its
 * method and path, a params, query, body or response schema that is not the very object the
 * contract holds, and a route served with no entry unless listed as `uncontracted`.
 * Empty when the service serves its contracts exactly.
 */
export function contractMismatches(
  registered: readonly RegisteredRoute[],
  tables: RouteTable | readonly RouteTable[],
  options: ConformanceOptions = {},
): string[] {
  const entries = (Array.isArray(tables) ? tables : [tables]).flatMap((table: RouteTable) => Object.values(table));
  const served = new Map(registered.map((route) => [keyOf(route.method, route.url), route]));
  const problems: string[] = [];
  const contracted = new Set<string>();
  for (const entry of entries) {
    const key = keyOf(entry.method, entry.path);
    contracted.add(key);
    const route = served.get(key);
    if (!route) problems.push(`${key}: in the contract but not served`);
    else problems.push(...schemaDifferences(key, entry, route.schema));
  }
  const allowed = new Set(options.uncontracted ?? []);
  for (const key of served.keys()) if (!contracted.has(key) && !allowed.has(key)) problems.push(`${key}: served with no contract entry`);
  return problems;
}
