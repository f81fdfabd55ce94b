import { generate } from 'json-schema-faker';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TOKEN_HEADER } from '@stallplan/contracts';
import { LIFTED_LIMITS } from './fuzz-kit.js';
import { adminToken as signIn } from './fault-kit.js';
import { startTestStack, type TestStack } from './stack.js';

type Schema = Record<string, unknown> & { properties?: Record<string, Schema>; items?: Schema; required?: string[] };

interface Operation {
  operationId: string;
  parameters?: Array<{ name: string; in: 'path' | 'query'; required: boolean; schema: Schema }>;
  requestBody?: { content: Record<string, { schema: Schema }> };
  security?: Array<Record<string, string[]>>;
}

/** Requests per operation, each from its own seed so a failure reproduces. */
const SAMPLES = Number(process.env.GENERATED_SAMPLES ?? 20);
/** Each valid request renders a PDF in Chromium, or logs the admin out: fewer, or none. */
const FEWER = new Set(['generateQuotePdf', 'generateRoiGuide', 'getPlanVersionPdf']);
const SKIPPED = new Set(['adminLogout']);
/** Answers that refuse a request for its shape: a request the document allows must get none of them. */
const REFUSED_AS_MALFORMED = new Set([400, 413, 414, 415, 422, 431]);

/** A field whose rule JSON Schema cannot state; `onlyFor` when the rule is on one branch of its `anyOf` (numeric text). */
interface Ruled {
  path: string;
  onlyFor?: string;
}

/** The fields under `schema` that carry a rule (`x-stallplan-rule`): a 400 naming only them is no disagreement. */
function ruledPaths(schema: Schema | undefined, at = ''): Ruled[] {
  if (!schema) return [];
  const own = schema['x-stallplan-rule'] !== undefined ? [{ path: at }] : [];
  const branches = ((schema['anyOf'] as Schema[] | undefined) ?? [])
    .filter((branch) => branch['x-stallplan-rule'] !== undefined)
    .map((branch) => ({ path: at, onlyFor: String(branch['type']) }));
  const nested = Object.entries(schema.properties ?? {}).flatMap(([name, property]) => ruledPaths(property, at ? `${at}.${name}` : name));
  const items = schema.items ? ruledPaths(schema.items, at) : [];
  return [...own, ...branches, ...nested, ...items];
}

function valueAt(body: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((value, key) => (value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined), body);
}

/** `testimonials.0.stallImages.1` as the document names it: `testimonials.stallImages`. */
const withoutIndexes = (path: string) =>
  path
    .split('.')
    .filter((segment) => !/^\d+$/.test(segment))
    .join('.');

/** A refusal at `issuePath` is named by the document when its field (or the branch the sent value took) carries a rule. */
function namesRuledField(issuePath: string, ruled: Ruled[], body: unknown): boolean {
  const field = withoutIndexes(issuePath);
  return ruled.some(
    ({ path, onlyFor }) => (field === path || field.startsWith(`${path}.`)) && (onlyFor === undefined || typeof valueAt(body, issuePath) === onlyFor),
  );
}

/**
 * Requests made from the published OpenAPI document by a generator that is not the project's own
 * (json-schema-faker), sent through the gateway: every one the document allows must be taken, or
 * refused for a rule the document names (`x-stallplan-rule`), never refused as malformed for a
 * rule it does not state.
 */
describe('requests generated from the API document by an independent generator', () => {
  let stack: TestStack;
  let document: { paths: Record<string, Record<string, Operation>> };
  let adminToken = '';
  let keySecret = '';

  beforeAll(async () => {
    stack = await startTestStack({ env: { ...LIFTED_LIMITS, REGISTRATIONS_PER_DOMAIN_PER_DAY: '100000', REDIS_PREFIX: 'notify-generated' } });
    adminToken = await signIn(stack);
    document = (await (await fetch(`${stack.gatewayUrl}/api/docs/json`)).json()) as typeof document;
    const issued = await fetch(`${stack.gatewayUrl}/api/admin/api-keys`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [ADMIN_TOKEN_HEADER]: adminToken },
      body: JSON.stringify({
        name: 'Generated',
        ownerEmail: 'generated@example.com',
        scopes: ['webhooks:manage'],
        ratePerMinute: 100_000,
        dailyQuota: 100_000_000,
      }),
    });
    keySecret = ((await issued.json()) as { data: { secret: string } }).data.secret;
  });
  afterAll(async () => {
    await stack?.cleanup();
  });

  it('takes every request the document allows, or names the rule that refused it', async () => {
    const disagreements: string[] = [];
    let sent = 0;
    for (const [path, item] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        if (SKIPPED.has(operation.operationId)) continue;
        const json = operation.requestBody?.content['application/json']?.schema;
        // Uploads are multipart forms of image bytes, which no JSON Schema generator writes.
        if (operation.requestBody && !json) continue;
        const parameters = operation.parameters ?? [];
        const ruled = [
          ...ruledPaths(json),
          ...parameters.filter((parameter) => parameter.schema['x-stallplan-rule'] !== undefined).map((parameter) => ({ path: parameter.name })),
        ];
        const samples = FEWER.has(operation.operationId) ? 2 : SAMPLES;
        for (let sample = 0; sample < samples; sample += 1) {
          const seed = sample + 1;
          let url = path;
          const query = new URLSearchParams();
          for (const parameter of parameters) {
            if (!parameter.required && sample % 2 === 1) continue;
            const value = await generate(parameter.schema, { seed: seed * 7919 + parameter.name.length });
            if (parameter.in === 'path') url = url.replace(`{${parameter.name}}`, encodeURIComponent(String(value)));
            else query.set(parameter.name, typeof value === 'object' ? JSON.stringify(value) : String(value));
          }
          let body: unknown;
          try {
            body = json ? await generate(json, { seed, optionalsProbability: sample % 2 === 0 ? 1 : 0.5 }) : undefined;
          } catch {
            continue;
          }
          const security = operation.security ?? [];
          const adminOnly = security.some((entry) => 'adminToken' in entry);
          // Routes a key alone opens; those open to anyone as well are called without one.
          const keyOnly = security.length === 1 && 'apiKey' in security[0]!;
          const headers: Record<string, string> = {
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
            ...(adminOnly ? { [ADMIN_TOKEN_HEADER]: adminToken } : {}),
            ...(keyOnly ? { authorization: `Bearer ${keySecret}` } : {}),
          };
          const target = `${url}${query.size > 0 ? `?${query.toString()}` : ''}`;
          const response = await fetch(`${stack.gatewayUrl}${target}`, {
            method: method.toUpperCase(),
            headers,
            ...(body === undefined ? {} : { body: JSON.stringify(body) }),
          });
          sent += 1;
          const text = await response.text();
          if (!REFUSED_AS_MALFORMED.has(response.status)) continue;
          let details: Array<{ path: string; message: string }> = [];
          try {
            details = (JSON.parse(text) as { details?: typeof details }).details ?? [];
          } catch {
            // Not the envelope: a disagreement all the same.
          }
          const unnamed = details.filter((issue) => !namesRuledField(issue.path, ruled, body));
          if (response.status === 400 && details.length > 0 && unnamed.length === 0) continue;
          disagreements.push(
            `${operation.operationId} (${method.toUpperCase()} ${target}, seed ${seed}) ${response.status}: ${
              unnamed.length > 0 ? unnamed.map((issue) => `${issue.message} (${JSON.stringify(valueAt(body, issue.path))})`).join(' | ') : text.slice(0, 300)
            } | sent ${JSON.stringify(body)?.slice(0, 300)}`,
          );
        }
      }
    }
    console.log(`${sent} generated requests sent`);
    expect(sent).toBeGreaterThan(100);
    expect(disagreements).toEqual([]);
  }, 600_000);
});
