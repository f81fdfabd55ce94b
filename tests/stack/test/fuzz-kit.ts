import { Agent, request } from 'node:http';
import fc from 'fast-check';
import { INDIAN_STATES, POPULAR_CITY_NAMES, errorResponseSchema, fileResponseSchema, type RouteDefinition } from '@stallplan/contracts';

/** The subset of JSON Schema that `toJSONSchema` writes for the contracts. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
}

export function jsonSchemaOf(schema: RouteDefinition['body']): JsonSchema | undefined {
  return schema?.toJSONSchema({ io: 'input', unrepresentable: 'any' }) as JsonSchema | undefined;
}

// ---- Values that follow a schema, roughly ----

/** Keeps generated inputs small; long strings come from the hostile values instead. */
const MAX_TEXT = 120;
const MAX_ITEMS = 4;

const oddStrings = [
  '',
  ' ',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e309',
  '-0',
  '0x1F',
  ' 12 ',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  '../../etc/passwd',
  '\u0000',
  '%00',
  '\u202e\u0645\u0631\u062d\u0628\u0627',
  'Zoë Ünïcødé 漢字 😀',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '${7*7}',
  '\ud800',
];

function text(minLength: number, maxLength: number): fc.Arbitrary<string> {
  const max = Math.max(minLength, Math.min(maxLength, MAX_TEXT));
  return fc.oneof(
    { weight: 4, arbitrary: fc.string({ unit: 'grapheme', minLength, maxLength: max }) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', minLength, maxLength: max }) },
    { weight: 1, arbitrary: fc.constantFrom(...oddStrings) },
  );
}

const DAY_MS = 86_400_000;

/**
 * Values a field's name asks for, beyond what JSON Schema can say (a known city, a date to come, a
 * plausible phone): without them nearly every generated request stops at validation.
 */
function hintedString(key: string | undefined): fc.Arbitrary<string> | undefined {
  // Dates are calendar days from tomorrow on, as the travel searches require.
  const name = key?.toLowerCase() ?? '';
  if (/date|checkin|checkout/.test(name))
    return fc.integer({ min: 1, max: 400 }).map((days) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10));
  if (/email/.test(name)) return fc.stringMatching(/^[a-z]{1,10}\.[a-z]{1,10}@[a-z]{2,10}\.(com|in)$/);
  if (/website|url|image|logo/.test(name)) return fc.webUrl({ validSchemes: ['https'] });
  if (/city|origin|destination|location|address/.test(name)) return fc.constantFrom(...POPULAR_CITY_NAMES);
  if (/state/.test(name)) return fc.constantFrom(...INDIAN_STATES.map((state) => state.name));
  if (/phone|mobile/.test(name)) return fc.stringMatching(/^\+91 [6-9]\d{4} \d{5}$/);
  return undefined;
}

function stringFor(schema: JsonSchema, key?: string): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? MAX_TEXT;
  const hinted = hintedString(key);
  if (hinted) return fc.oneof({ weight: 3, arbitrary: hinted }, { weight: 1, arbitrary: text(min, max) });
  switch (schema.format) {
    case 'email':
      return fc.oneof(fc.emailAddress(), text(min, max));
    case 'date':
      return fc.date({ min: new Date('1970-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
    case 'date-time':
      return fc.date({ min: new Date('1970-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }).map((d) => d.toISOString());
    case 'uri':
    case 'url':
      return fc.oneof(fc.webUrl(), text(min, max));
  }
  if (schema.pattern) {
    let pattern: RegExp | undefined;
    try {
      pattern = new RegExp(schema.pattern);
    } catch {
      pattern = undefined;
    }
    // Mostly matching strings, cut to the limit (which may break the match: valid-ish is the aim).
    if (pattern)
      return fc.oneof({ weight: 4, arbitrary: fc.stringMatching(pattern).map((s) => s.slice(0, Math.max(max, 1))) }, { weight: 1, arbitrary: text(min, max) });
  }
  return text(min, max);
}

function numberFor(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const low = schema.minimum ?? schema.exclusiveMinimum ?? -1e9;
  const high = schema.maximum ?? schema.exclusiveMaximum ?? 1e9;
  const edges = [low, high, 0, -1, 1, 0.5, Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER, 1e308, -1e308, 5e-324];
  const inRange = integer
    ? fc.integer({ min: Math.max(Math.ceil(low), Number.MIN_SAFE_INTEGER), max: Math.min(Math.floor(high), Number.MAX_SAFE_INTEGER) })
    : fc.double({ min: low, max: high, noNaN: true, noDefaultInfinity: true });
  return fc.oneof({ weight: 5, arbitrary: inRange }, { weight: 1, arbitrary: fc.constantFrom(...edges) });
}

function resolve(schema: JsonSchema, root: JsonSchema): JsonSchema {
  if (!schema.$ref) return schema;
  const name = schema.$ref.replace(/^#\/\$defs\//, '');
  return root.$defs?.[name] ?? {};
}

/** Values shaped by the schema: its types, lengths, ranges and enums, with odd edges mixed in. */
export function valueFor(schema: JsonSchema, root: JsonSchema = schema, depth = 0, key?: string): fc.Arbitrary<unknown> {
  const s = resolve(schema, root);
  if (depth > 6) return fc.constant(null);
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const choices = s.anyOf ?? s.oneOf;
  if (choices && choices.length > 0) return fc.oneof(...choices.map((choice) => valueFor(choice, root, depth + 1, key)));
  if (s.allOf?.[0]) return valueFor(s.allOf[0], root, depth + 1, key);
  const types = Array.isArray(s.type) ? s.type : s.type ? [s.type] : [];
  if (types.length > 1) return fc.oneof(...types.map((type) => valueFor({ ...s, type }, root, depth, key)));
  switch (types[0]) {
    case 'string':
      return stringFor(s, key);
    case 'integer':
      return numberFor(s, true);
    case 'number':
      return numberFor(s, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const minLength = s.minItems ?? 0;
      const maxLength = Math.max(minLength, Math.min(s.maxItems ?? MAX_ITEMS, MAX_ITEMS));
      if (s.prefixItems) return fc.tuple(...s.prefixItems.map((item) => valueFor(item, root, depth + 1)));
      return fc.array(valueFor(s.items ?? {}, root, depth + 1, key), { minLength, maxLength });
    }
    case 'object': {
      const properties = s.properties ?? {};
      const model = Object.fromEntries(Object.entries(properties).map(([name, property]) => [name, valueFor(property, root, depth + 1, name)]));
      return fc.record(model, { requiredKeys: (s.required ?? []).filter((key) => key in properties) });
    }
  }
  // Unknown or unrepresentable (a preprocess, a custom check): any JSON.
  return fc.jsonValue({ maxDepth: 2 });
}

// ---- Hostile values and mutations ----

/** An object with an own key such as `__proto__`, as JSON.parse would build it. */
function withOwnKey(target: Record<string, unknown>, key: string, value: unknown): Record<string, unknown> {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  return target;
}

const hostileValues: unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1.5,
  1e308,
  -1e308,
  // Past Number.MAX_SAFE_INTEGER: JSON carries it, a double rounds it.
  2 ** 53 + 2,
  ...oddStrings,
  'x'.repeat(20_000),
  '😀'.repeat(5_000),
  { $gt: '' },
  { $ne: null },
  { $where: 'sleep(1000)' },
  { $regex: '.*', $options: 'i' },
  { $expr: { $eq: [1, 1] } },
  withOwnKey({}, '__proto__', { polluted: true, isAdmin: true }),
  { constructor: { prototype: { polluted: true } } },
  { toString: 1, valueOf: 'x', hasOwnProperty: null },
  [],
  [null],
  [[[[]]]],
  Array.from({ length: 500 }, (_, i) => i),
  {},
];

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...hostileValues) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  // A string as long as the JSON body limit allows.
  { weight: 1, arbitrary: fc.integer({ min: 100_000, max: 900_000 }).map((n) => 'y'.repeat(n)) },
);

const hostileKeys = ['__proto__', 'constructor', 'prototype', '$where', '$set', '$gt', 'toString', 'hasOwnProperty', 'isActive', '_id', 'id', '', '.', 'a.b'];

type Path = Array<string | number>;

function pathsOf(value: unknown, depth = 0, prefix: Path = []): Path[] {
  if (depth > 3 || value === null || typeof value !== 'object') return [];
  const keys: Array<string | number> = Array.isArray(value) ? value.map((_, i) => i) : Object.keys(value);
  return keys.flatMap((key) => [[...prefix, key], ...pathsOf((value as Record<string | number, unknown>)[key], depth + 1, [...prefix, key])]);
}

function clone<T>(value: T): T {
  return value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T);
}

interface Mutation {
  kind: 'replace' | 'delete' | 'add' | 'whole';
  pick: number;
  key: string;
  value: unknown;
}

const mutation: fc.Arbitrary<Mutation> = fc.record({
  kind: fc.constantFrom('replace', 'replace', 'delete', 'add', 'whole'),
  pick: fc.nat(),
  key: fc.oneof(fc.constantFrom(...hostileKeys), fc.string({ unit: 'grapheme', maxLength: 20 })),
  value: hostileValue,
});

function applyMutation(input: unknown, m: Mutation): unknown {
  if (m.kind === 'whole' || input === null || typeof input !== 'object') return m.value;
  const value = clone(input) as Record<string | number, unknown>;
  const paths = pathsOf(value);
  const path = paths.length > 0 ? paths[m.pick % paths.length] : undefined;
  const parentOf = (p: Path) => p.slice(0, -1).reduce<Record<string | number, unknown>>((node, key) => node[key] as Record<string | number, unknown>, value);
  if (m.kind === 'add' || !path) {
    const target = path ? parentOf(path) : value;
    if (target && typeof target === 'object' && !Array.isArray(target)) withOwnKey(target, m.key, m.value);
    else withOwnKey(value, m.key, m.value);
    return value;
  }
  const parent = parentOf(path);
  const last = path[path.length - 1] as string | number;
  if (m.kind === 'delete') {
    if (Array.isArray(parent)) parent.splice(Number(last), 1);
    else delete parent[last];
  } else {
    parent[last] = m.value;
  }
  return value;
}

/** A valid-ish value with one to three hostile changes. */
export function mutated(base: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc.tuple(base, fc.array(mutation, { minLength: 1, maxLength: 3 })).map(([value, mutations]) => mutations.reduce(applyMutation, value));
}

// ---- Requests ----

export interface FuzzRequest {
  method: string;
  /** Raw path and query, sent as is (no URL normalisation, so `..` reaches the server). */
  path: string;
  headers: Record<string, string>;
  body?: string;
  auth: Auth;
}

export type Auth = 'admin' | 'none' | 'forged';

/** Path segments that have broken routers and id lookups elsewhere. */
export const hostileSegments = [
  '..',
  '.',
  '%2e%2e',
  '%2E%2E%2F%2E%2E%2Fetc%2Fpasswd',
  '%00',
  'a%00b',
  '%',
  '%zz',
  '%C0%AE',
  'a%2Fb',
  '%E2%80%AE',
  encodeURIComponent('Zoë漢字😀'),
  'x'.repeat(5_000),
  '__proto__',
  'constructor',
  'prototype',
  '$where',
  '%24gt',
  '%5Bobject%20Object%5D',
  'null',
  'undefined',
  '0',
  '-1',
  '%20',
  ';',
  "'",
  '"',
  '~',
  '*',
  '000000000000000000000000',
  'ffffffffffffffffffffffff',
  'SP-20260101-ABCD',
  'SP-99999999-ZZZZZZZZ',
];

/** encodeURIComponent throws on a lone surrogate; a URL cannot carry one anyway. */
export function encodePart(value: string): string {
  return encodeURIComponent(value.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd'));
}

/** Node refuses request heads past 16 KB before any app code runs; queries stay well below. */
const MAX_QUERY = 6_000;

function queryEntries(key: string, value: unknown, out: string[]): void {
  const k = encodePart(key);
  if (Array.isArray(value)) for (const item of value) queryEntries(key, item, out);
  else if (value !== null && typeof value === 'object') for (const [sub, item] of Object.entries(value)) queryEntries(`${key}[${sub}]`, item, out);
  else out.push(`${k}=${encodePart(String(value).slice(0, 2_000))}`);
}

/** Arrays repeat the key and objects use brackets, as browsers and qs-style parsers send them. */
export function toQueryString(value: unknown): string {
  if (value === null || typeof value !== 'object') return value === undefined ? '' : encodePart(String(value).slice(0, 2_000));
  const out: string[] = [];
  for (const [key, item] of Object.entries(value)) queryEntries(key, item, out);
  return out.join('&').slice(0, MAX_QUERY);
}

/** Raw query fragments a parser must survive. */
export const hostileQueries = [
  '%zz',
  'a=%',
  '&&&',
  '=',
  '==&=',
  'x[$gt]=',
  'page[]=1',
  '__proto__[polluted]=1',
  'constructor[prototype][x]=1',
  `q=${'z'.repeat(4_000)}`,
];

/** Bodies that are not the JSON the route expects: broken, misdeclared or deeply nested. */
export const rawBodies: Array<{ contentType: string; body: string }> = [
  { contentType: 'application/json', body: '' },
  { contentType: 'application/json', body: '{"a":' },
  { contentType: 'application/json', body: '{"a":1}}' },
  { contentType: 'application/json', body: 'null' },
  { contentType: 'application/json', body: '"text"' },
  { contentType: 'application/json', body: '{"__proto__":{"polluted":true},"constructor":{"prototype":{"x":1}}}' },
  { contentType: 'application/json', body: `${'['.repeat(5_000)}${']'.repeat(5_000)}` },
  { contentType: 'application/json', body: `{"__proto__":${'['.repeat(3_000)}${']'.repeat(3_000)}}` },
  { contentType: 'application/json; charset=utf-16', body: '{}' },
  { contentType: 'text/plain', body: '{"a":1}' },
  { contentType: 'application/x-www-form-urlencoded', body: 'a=1&b[$gt]=2' },
  { contentType: 'multipart/form-data; boundary=x', body: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n' },
  { contentType: 'application/octet-stream', body: '\u0000\u0001\u0002' },
  { contentType: 'application/xml', body: '<a>1</a>' },
];

/** Random bytes sent as a multipart file, the only way the fuzzer drives the upload routes. */
export function multipartBody(field: string, bytes: Uint8Array, fileName: string, type: string): { contentType: string; body: Buffer } {
  const boundary = `fuzz${Buffer.from(bytes.slice(0, 6)).toString('hex')}boundary`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    body: Buffer.concat([Buffer.from(head, 'utf8'), Buffer.from(bytes), Buffer.from(`\r\n--${boundary}--\r\n`, 'utf8')]),
  };
}

// ---- Sending and judging ----

export interface FuzzResponse {
  status: number;
  contentType: string;
  body: Buffer;
}

const agent = new Agent({ keepAlive: true, maxSockets: 4 });

export function send(baseUrl: string, req: { method: string; path: string; headers: Record<string, string>; body?: string | Buffer }): Promise<FuzzResponse> {
  const url = new URL(baseUrl);
  // Node frames a DELETE body by neither length nor chunks unless told, which desyncs keep-alive.
  const headers = req.body === undefined ? req.headers : { ...req.headers, 'content-length': String(Buffer.byteLength(req.body)) };
  return new Promise((resolvePromise, reject) => {
    const outgoing = request({ host: url.hostname, port: url.port, method: req.method, path: req.path, headers, agent, timeout: 90_000 }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolvePromise({ status: res.statusCode ?? 0, contentType: String(res.headers['content-type'] ?? ''), body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    outgoing.on('timeout', () => outgoing.destroy(new Error('no answer within 90 s')));
    outgoing.on('error', reject);
    if (req.body !== undefined) outgoing.end(req.body);
    else outgoing.end();
  });
}

export function closeAgent(): void {
  agent.destroy();
}

function parseJson(response: FuzzResponse): { ok: true; value: unknown } | { ok: false } {
  if (!/^application\/json\b/.test(response.contentType)) return { ok: false };
  try {
    return { ok: true, value: JSON.parse(response.body.toString('utf8')) as unknown };
  } catch {
    return { ok: false };
  }
}

/**
 * What is wrong with an answer, or undefined: no 5xx at all (every service runs), a JSON error
 * envelope (or the route's declared error body) for 4xx, and a 2xx the route declares, shaped as
 * declared. Admin routes must never succeed without a real token.
 */
export function problemWith(route: RouteDefinition, req: FuzzRequest, response: FuzzResponse): string | undefined {
  const { status } = response;
  if (status >= 500) return `answered ${status}`;
  const declared = route.responses[status];
  if (status >= 400) {
    const json = parseJson(response);
    if (!json.ok) return `answered ${status} with ${response.contentType || 'no content type'}, not JSON`;
    if (errorResponseSchema.safeParse(json.value).success) return undefined;
    if (declared?.safeParse(json.value).success) return undefined;
    return `answered ${status} without the error envelope`;
  }
  if (route.admin && req.auth !== 'admin' && status < 300) return `admin route answered ${status} without a valid token`;
  if (!declared) return `answered ${status}, a status the contract does not declare`;
  if (declared === fileResponseSchema) {
    return /^(application\/pdf|image\/)/.test(response.contentType) ? undefined : `answered a file as ${response.contentType}`;
  }
  const json = parseJson(response);
  if (!json.ok) return `answered ${status} with ${response.contentType || 'no content type'}, not JSON`;
  const parsed = declared.safeParse(json.value);
  return parsed.success
    ? undefined
    : `answered ${status} with a body the contract refuses: ${parsed.error.issues
        .slice(0, 3)
        .map((i) => `${i.path.join('.')}: ${i.message}`)
        .join('; ')}`;
}

/** A request as a failure message shows it, long values cut. */
export function describeRequest(req: FuzzRequest): string {
  const cut = (s: string, n: number) => (s.length > n ? `${s.slice(0, n)}… (${s.length} chars)` : s);
  return [
    `${req.method} ${cut(req.path, 300)} [auth: ${req.auth}]`,
    req.headers['content-type'] ? `content-type: ${req.headers['content-type']}` : '',
    req.body !== undefined ? `body: ${cut(req.body, 600)}` : '',
  ]
    .filter(Boolean)
    .join('\n    ');
}

export function describeResponse(response: FuzzResponse): string {
  const text = response.body.toString('utf8');
  return `${response.status} ${response.contentType} ${text.length > 400 ? `${text.slice(0, 400)}…` : text}`;
}

// ---- The published document: what it accepts, and requests on either side of each constraint ----

/** A schema as the OpenAPI 3.0 document writes it: `nullable`, `example` and a boolean `exclusiveMinimum` beside the JSON Schema words. */
export type DocumentSchema = Omit<JsonSchema, 'exclusiveMinimum' | 'exclusiveMaximum' | 'properties' | 'items' | 'anyOf' | 'oneOf' | 'allOf'> & {
  nullable?: boolean;
  example?: unknown;
  default?: unknown;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  properties?: Record<string, DocumentSchema>;
  items?: DocumentSchema;
  anyOf?: DocumentSchema[];
  oneOf?: DocumentSchema[];
  allOf?: DocumentSchema[];
  /** Numeric text: the range of the number it stands for. */
  'x-stallplan-range'?: { minimum?: number; maximum?: number; exclusiveMinimum?: number; exclusiveMaximum?: number; integer?: boolean };
  /** A rule the description states in words (a known city, a web address). */
  'x-stallplan-rule'?: string;
};

const EMAIL = /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

function formatFits(format: string | undefined, value: string): boolean {
  if (format === 'email') return EMAIL.test(value);
  if (format === 'uri') return URL.canParse(value);
  return true;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function numberFits(s: DocumentSchema, value: number): boolean {
  if (typeof s.minimum === 'number' && (s.exclusiveMinimum === true ? value <= s.minimum : value < s.minimum)) return false;
  if (typeof s.maximum === 'number' && (s.exclusiveMaximum === true ? value >= s.maximum : value > s.maximum)) return false;
  if (typeof s.exclusiveMinimum === 'number' && value <= s.exclusiveMinimum) return false;
  if (typeof s.exclusiveMaximum === 'number' && value >= s.exclusiveMaximum) return false;
  return true;
}

/** Whether the document allows a JSON value: types, nullable, enums, lengths, patterns, ranges, items, required and extra properties. */
export function documentAccepts(s: DocumentSchema, value: unknown): boolean {
  if (s.anyOf) return (value === null && s.nullable === true) || s.anyOf.some((choice) => documentAccepts(choice, value));
  if (s.oneOf) return (value === null && s.nullable === true) || s.oneOf.filter((choice) => documentAccepts(choice, value)).length === 1;
  if (s.allOf && !s.allOf.every((part) => documentAccepts(part, value))) return false;
  if (value === null) return s.nullable === true || (s.type === undefined && s.enum === undefined && s.const === undefined);
  if (s.enum && !s.enum.some((allowed) => allowed === value)) return false;
  if (s.const !== undefined && s.const !== value) return false;
  switch (s.type) {
    case undefined:
      return true;
    case 'string':
      if (typeof value !== 'string') return false;
      if (typeof s.minLength === 'number' && [...value].length < s.minLength) return false;
      if (typeof s.maxLength === 'number' && [...value].length > s.maxLength) return false;
      if (typeof s.pattern === 'string' && !new RegExp(s.pattern, 'u').test(value)) return false;
      if (!formatFits(s.format, value)) return false;
      if (s['x-stallplan-range']) {
        const { integer, ...range } = s['x-stallplan-range'];
        // Indian digit grouping (5,00,000) is read where the pattern allows it.
        const number = Number(value.replace(/[\s,]/g, ''));
        return Number.isFinite(number) && (!integer || Number.isInteger(number)) && numberFits(range, number);
      }
      return true;
    case 'integer':
      return typeof value === 'number' && Number.isInteger(value) && numberFits(s, value);
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) && numberFits(s, value);
    case 'boolean':
      return typeof value === 'boolean';
    case 'array':
      if (!Array.isArray(value)) return false;
      if (typeof s.minItems === 'number' && value.length < s.minItems) return false;
      if (typeof s.maxItems === 'number' && value.length > s.maxItems) return false;
      return value.every((item) => documentAccepts(s.items ?? {}, item));
    case 'object': {
      if (!isPlainObject(value)) return false;
      const properties = s.properties ?? {};
      if ((s.required ?? []).some((name) => !(name in value))) return false;
      return Object.entries(value).every(([name, item]) => {
        const property = properties[name];
        if (property) return documentAccepts(property, item);
        if (s.additionalProperties === false) return false;
        return typeof s.additionalProperties === 'object' ? documentAccepts(s.additionalProperties, item) : true;
      });
    }
  }
  return true;
}

/** What a query or path text means to the document: text as it is, or the number or flag it reads as. */
export function documentAcceptsText(s: DocumentSchema, text: string): boolean {
  if (documentAccepts(s, text)) return true;
  if (/^-?\d+(\.\d+)?$/.test(text) && documentAccepts(s, Number(text))) return true;
  return (text === 'true' || text === 'false') && documentAccepts(s, text === 'true');
}

const FILL = 'abcdefghij';
function textOfLength(length: number): string {
  return FILL.repeat(Math.ceil(length / FILL.length)).slice(0, Math.max(length, 0));
}

/**
 * Values on either side of each constraint a schema states: each documented boundary (lengths,
 * ranges, every enumeration value, each alternative's example) and each one broken (one past a
 * length or range, a fraction for an integer, a value outside the enumeration, a broken pattern,
 * every other JSON type). The document itself says which side each is on (`documentAccepts`).
 */
export function valuesAround(s: DocumentSchema): unknown[] {
  // A field with a rule in words gets its example and values of the wrong shape only: text of the right shape may break the rule.
  const ruled = s['x-stallplan-rule'] !== undefined;
  const values: unknown[] = [...(ruled ? [] : ['zz-not-a-choice']), 12_345, 1.5, true, {}, [], null];
  if (s.example !== undefined) values.push(s.example);
  for (const choice of s.anyOf ?? s.oneOf ?? []) values.push(...valuesAround(choice));
  if (s.enum) values.push(...s.enum);
  switch (s.type) {
    case 'string': {
      const min = s.minLength ?? 0;
      const max = s.maxLength;
      if (!s.pattern && !s.enum && !s.format && !ruled) {
        values.push(textOfLength(Math.max(min, 1)));
        if (max !== undefined) values.push(textOfLength(max));
      }
      if (max !== undefined) values.push(textOfLength(max + 1));
      if (min > 0) values.push(textOfLength(min - 1));
      if (s.pattern && !ruled) values.push('!', 'a\u0000b', '   ', 'not a match !');
      if (s.format === 'email') values.push('not-an-address', 'a@b');
      if (s['x-stallplan-range']) {
        const { minimum, maximum } = s['x-stallplan-range'];
        if (minimum !== undefined) values.push(String(minimum), String(minimum - 1));
        if (maximum !== undefined) values.push(String(maximum), String(maximum + 1));
      }
      break;
    }
    case 'integer':
    case 'number': {
      const low = typeof s.minimum === 'number' ? s.minimum : undefined;
      const high = typeof s.maximum === 'number' ? s.maximum : undefined;
      if (low !== undefined) values.push(low, low - 1);
      if (high !== undefined) values.push(high, high + 1);
      values.push((low ?? 0) + 0.5, 'abc');
      break;
    }
    case 'boolean':
      values.push(false, 'maybe', 1);
      break;
    case 'array':
      values.push('text');
      if (typeof s.maxItems === 'number' && s.items) values.push(Array.from({ length: s.maxItems + 1 }, () => s.items?.example ?? s.items?.enum?.[0] ?? 'a'));
      break;
  }
  const seen = new Set<string>();
  // An object under a rule in words may be refused empty for that rule.
  if (ruled && s.type === 'object') seen.add('{}');
  return values.filter((value) => {
    const key = JSON.stringify(value);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export interface Variant {
  /** `body.guests = 11`, `query page = "abc"`, `body without name`. */
  what: string;
  value: unknown;
  documented: boolean;
}

function setAt(root: unknown, path: string[], value: unknown, remove = false): unknown {
  const copy = clone(root) as Record<string, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string, unknown>;
  const last = path[path.length - 1] as string;
  if (remove) delete node[last];
  else node[last] = value;
  return copy;
}

/**
 * Bodies around a valid example: for each property (nested objects included), each value of
 * `valuesAround`, the property left out, and an unknown property beside it; each judged by the
 * document against the whole body.
 */
export function bodyVariants(root: DocumentSchema, example: unknown, depth = 3): Variant[] {
  const variants: Variant[] = [];
  const visit = (schema: DocumentSchema, value: unknown, path: string[]) => {
    if (!isPlainObject(value) || path.length > depth) return;
    const judged = (what: string, body: unknown) => variants.push({ what, value: body, documented: documentAccepts(root, body) });
    const at = path.length > 0 ? `body.${path.join('.')}` : 'body';
    judged(`${at} with an unknown property`, setAt(example, [...path, 'zzUnknownProperty'], 'x'));
    for (const [name, property] of Object.entries(schema.properties ?? {})) {
      const where = [...path, name];
      if (name in value) judged(`${at} without ${name}`, setAt(example, where, undefined, true));
      for (const candidate of valuesAround(property)) judged(`body.${where.join('.')} = ${short(candidate)}`, setAt(example, where, candidate));
      const objectSchema = property.type === 'object' ? property : (property.anyOf ?? []).find((choice) => choice.type === 'object');
      // Inside an object under a rule in words, fields of the right shape may break it: not judged one by one.
      if (objectSchema && isPlainObject(value[name]) && objectSchema['x-stallplan-rule'] === undefined) visit(objectSchema, value[name], where);
    }
  };
  visit(root, example, []);
  return variants;
}

export function short(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 40)}… (${text.length} chars)` : text;
}

/**
 * Per-address and per-vendor limits lifted far out of reach, for suites that send thousands of
 * requests from one address: the limits are not what they test.
 */
export const LIFTED_LIMITS = {
  RATE_LIMIT_PER_MINUTE: '100000',
  UPLOAD_RATE_LIMIT_PER_MINUTE: '100000',
  ENQUIRY_LIMIT_PER_IP: '100000',
  ENQUIRY_LIMIT_PER_VENDOR: '100000',
  FORM_LIMIT_PER_IP: '100000',
  // notify's counters live in the shared Redis; a short window keeps them from later files (each suite names its own REDIS_PREFIX).
  RATE_LIMIT_WINDOW_MS: '1000',
} as const;
