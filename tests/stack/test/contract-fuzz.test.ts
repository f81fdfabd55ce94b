import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TOKEN_HEADER, apiRoutes, type RouteDefinition } from '@stallplan/contracts';
import {
  closeAgent,
  LIFTED_LIMITS,
  describeRequest,
  describeResponse,
  encodePart,
  hostileQueries,
  hostileSegments,
  jsonSchemaOf,
  multipartBody,
  mutated,
  problemWith,
  rawBodies,
  send,
  toQueryString,
  valueFor,
  type Auth,
  type FuzzRequest,
} from './fuzz-kit.js';
import { adminToken as signIn } from './fault-kit.js';
import { startTestStack, type TestStack } from './stack.js';

/** Fixed so a failure reproduces; FUZZ_SEED and FUZZ_RUNS explore further by hand, FUZZ_TRACE prints every exchange. */
const SEED = Number(process.env.FUZZ_SEED ?? 20_260_423);
const RUNS = Number(process.env.FUZZ_RUNS ?? 24);
/** Each valid request renders a PDF in Chromium, so these get fewer runs on a shared machine. */
const PDF_ROUTES = new Set(['generateQuotePdf', 'generateRoiGuide']);
const UPLOAD_FIELDS: Record<string, string> = { uploadLogo: 'logo', uploadPortfolio: 'portfolioImages', uploadTestimonialImages: 'stallImages' };

/** One seed per route, from its name, so adding a route does not change the others' requests. */
function seedFor(name: string): number {
  let hash = SEED;
  for (const char of name) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return hash;
}

const routes = Object.entries(apiRoutes) as Array<[string, RouteDefinition]>;

describe('contract fuzzing through the gateway', () => {
  let stack: TestStack;
  let adminToken = '';
  /** The logout route revokes what it is given; it gets a token of its own so the others keep theirs. */
  let logoutToken = '';
  /** What the fuzzer created, so update and delete reach real records and afterAll removes the rest. */
  const created = { blogs: new Set<string>(), vendors: new Set<string>() };

  beforeAll(async () => {
    stack = await startTestStack({
      env: { ...LIFTED_LIMITS, REDIS_PREFIX: 'notify-fuzz' },
    });
    adminToken = await signIn(stack);
    logoutToken = await signIn(stack);
  });

  afterAll(async () => {
    if (stack) {
      const remove = (path: string) => fetch(`${stack.gatewayUrl}${path}`, { method: 'DELETE', headers: { [ADMIN_TOKEN_HEADER]: adminToken } });
      for (const id of created.blogs) await remove(`/api/blogs/${encodeURIComponent(id)}`);
      for (const id of created.vendors) await remove(`/api/admin/vendors/${encodeURIComponent(id)}`);
    }
    closeAgent();
    await stack?.cleanup();
  });

  it('documents every route of the contract in its OpenAPI document', async () => {
    const response = await fetch(`${stack.gatewayUrl}/api/docs/json`);
    expect(response.status).toBe(200);
    const doc = (await response.json()) as { paths: Record<string, Record<string, unknown>> };
    const missing = routes
      .map(([, route]) => ({ method: route.method.toLowerCase(), path: route.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}') }))
      .filter(({ method, path }) => doc.paths[path]?.[method] === undefined)
      .map(({ method, path }) => `${method.toUpperCase()} ${path}`);
    expect(missing).toEqual([]);
  });

  function poolFor(path: string): Set<string> | undefined {
    if (path.startsWith('/api/blogs')) return created.blogs;
    if (path.includes('/vendors/')) return created.vendors;
    return undefined;
  }

  function tokenFor(name: string, auth: Auth, forged: string): Record<string, string> {
    if (auth === 'none') return {};
    if (auth === 'forged') return { [ADMIN_TOKEN_HEADER]: forged };
    return { [ADMIN_TOKEN_HEADER]: name === 'adminLogout' ? logoutToken : adminToken };
  }

  function forgedTokens(): fc.Arbitrary<string> {
    const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    return fc.constantFrom(
      'not-a-token',
      '',
      `Bearer ${adminToken}`,
      `${adminToken.slice(0, -2)}xx`,
      adminToken.split('.').slice(0, 2).join('.'),
      `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ sub: 'admin', exp: 9_999_999_999 })}.`,
      `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ sub: 'admin', exp: 9_999_999_999, jti: '__proto__' })}.${'A'.repeat(43)}`,
      'x'.repeat(8_000),
    );
  }

  function pathFor(route: RouteDefinition): fc.Arbitrary<string> {
    const names = [...route.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1] as string);
    if (names.length === 0) return fc.constant(route.path);
    const paramsSchema = jsonSchemaOf(route.params);
    const pool = [...(poolFor(route.path) ?? [])];
    const segment = (name: string) => {
      const property = paramsSchema?.properties?.[name] ?? { type: 'string' };
      return fc.oneof(
        { weight: 3, arbitrary: valueFor(property, paramsSchema).map((value) => encodePart(String(value))) },
        { weight: pool.length > 0 ? 2 : 0, arbitrary: pool.length > 0 ? fc.constantFrom(...pool) : fc.constant('') },
        { weight: 2, arbitrary: fc.constantFrom(...hostileSegments) },
        { weight: 1, arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 40 }).map(encodePart) },
      );
    };
    return fc.tuple(...names.map(segment)).map((values) => names.reduce((path, name, i) => path.replace(`:${name}`, values[i] ?? ''), route.path));
  }

  function queryFor(route: RouteDefinition): fc.Arbitrary<string> {
    const schema = jsonSchemaOf(route.query);
    const hostile = fc.constantFrom(...hostileQueries);
    if (!schema) return fc.oneof({ weight: 4, arbitrary: fc.constant('') }, { weight: 1, arbitrary: hostile });
    const valid = valueFor(schema);
    return fc.oneof(
      { weight: 3, arbitrary: valid.map(toQueryString) },
      { weight: 3, arbitrary: mutated(valid).map(toQueryString) },
      { weight: 1, arbitrary: fc.tuple(valid, hostile).map(([value, raw]) => [toQueryString(value), raw].filter(Boolean).join('&')) },
    );
  }

  type Body = { contentType?: string; body?: string | Buffer };

  function bodyFor(name: string, route: RouteDefinition): fc.Arbitrary<Body> {
    const field = UPLOAD_FIELDS[name];
    if (route.multipart && field) {
      const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
      return fc
        .record({
          field: fc.constantFrom(field, field, 'file', '__proto__'),
          bytes: fc.oneof(
            fc.uint8Array({ maxLength: 4_096 }),
            fc.uint8Array({ maxLength: 4_096 }).map((bytes) => Uint8Array.from([...png, ...bytes])),
          ),
          fileName: fc.constantFrom('a.png', 'b.jpg', '../../x.png', 'ü😀.webp', 'x.svg', ''),
          type: fc.constantFrom('image/png', 'image/jpeg', 'image/webp', 'image/svg+xml', 'application/pdf', 'text/plain'),
        })
        .map(({ field: fieldName, bytes, fileName, type }) => multipartBody(fieldName, bytes, fileName, type));
    }
    const raw = fc.constantFrom(...rawBodies);
    const schema = jsonSchemaOf(route.body);
    const json = (value: fc.Arbitrary<unknown>) => value.map((body) => ({ contentType: 'application/json', body: JSON.stringify(body) ?? 'null' }));
    if (!schema) {
      if (route.method === 'GET') return fc.constant({});
      return fc.oneof({ weight: 3, arbitrary: fc.constant({}) }, { weight: 1, arbitrary: json(fc.jsonValue({ maxDepth: 2 })) }, { weight: 1, arbitrary: raw });
    }
    const valid = valueFor(schema);
    return fc.oneof({ weight: 2, arbitrary: json(valid) }, { weight: 3, arbitrary: json(mutated(valid)) }, { weight: 1, arbitrary: raw });
  }

  function requestsFor(name: string, route: RouteDefinition): fc.Arbitrary<FuzzRequest> {
    const auth: fc.Arbitrary<Auth> = route.admin
      ? fc.constantFrom<Auth>('admin', 'admin', 'admin', 'none', 'forged')
      : fc.constantFrom<Auth>('none', 'none', 'none', 'admin', 'forged');
    return fc
      .record({ auth, forged: forgedTokens(), path: pathFor(route), query: queryFor(route), body: bodyFor(name, route) })
      .map(({ auth: who, forged, path, query, body }) => ({
        method: route.method,
        path: query ? `${path}?${query}` : path,
        headers: { ...tokenFor(name, who, forged), ...(body.contentType ? { 'content-type': body.contentType } : {}) },
        ...(body.body !== undefined ? { body: typeof body.body === 'string' ? body.body : body.body.toString('latin1') } : {}),
        auth: who,
      }));
  }

  function remember(name: string, status: number, text: string): void {
    if (status !== 201 || !['createBlog', 'createAdminVendor', 'registerVendor'].includes(name)) return;
    const id = (JSON.parse(text) as { data?: { id?: string } }).data?.id;
    if (id) (name === 'createBlog' ? created.blogs : created.vendors).add(id);
  }

  for (const [name, route] of routes) {
    const runs = PDF_ROUTES.has(name) ? Math.ceil(RUNS / 2) : RUNS;
    it(`${name}: ${route.method} ${route.path} answers below 500, with the error envelope on failure (${runs} runs)`, async () => {
      const seed = seedFor(name);
      const requests = fc.sample(requestsFor(name, route), { seed, numRuns: runs });
      const failures: string[] = [];
      const statuses = new Map<number, number>();
      for (const [index, req] of requests.entries()) {
        // Multipart bytes travel as latin1 so each byte stays one byte.
        const body = req.body !== undefined && route.multipart ? Buffer.from(req.body, 'latin1') : req.body;
        const response = await send(stack.gatewayUrl, {
          method: req.method,
          path: req.path,
          headers: req.headers,
          ...(body !== undefined ? { body } : {}),
        }).catch((error: Error) => error);
        if (response instanceof Error) {
          failures.push(`#${index} no answer: ${response.message}\n    ${describeRequest(req)}`);
          continue;
        }
        if (process.env.FUZZ_TRACE) console.log(`#${index} ${describeRequest(req)}\n    → ${describeResponse(response)}`);
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        remember(name, response.status, response.body.toString('utf8'));
        const problem = problemWith(route, req, response);
        if (problem) failures.push(`#${index} ${problem}\n    ${describeRequest(req)}\n    → ${describeResponse(response)}`);
      }
      // How deep the run went: a route that only ever answers 400 was not explored past validation.
      console.log(
        `${name}: ${[...statuses]
          .sort(([a], [b]) => a - b)
          .map(([status, count]) => `${status}×${count}`)
          .join(' ')}`,
      );
      if (failures.length > 0) console.error(`${name}: seed ${seed} (FUZZ_SEED=${SEED}), ${failures.length} of ${runs} failed:\n${failures.join('\n')}`);
      expect(failures, `${name} with seed ${seed}`).toEqual([]);
    });
  }
});
