import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TOKEN_HEADER, errorResponseSchema } from '@stallplan/contracts';
import {
  LIFTED_LIMITS,
  bodyVariants,
  closeAgent,
  documentAcceptsText,
  encodePart,
  send,
  short,
  valuesAround,
  type DocumentSchema,
  type FuzzResponse,
} from './fuzz-kit.js';
import { adminToken as signIn } from './fault-kit.js';
import { startTestStack, type TestStack } from './stack.js';

interface Parameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  schema: DocumentSchema;
  example?: unknown;
}

interface Operation {
  operationId: string;
  description?: string;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: DocumentSchema; example?: unknown }> };
  responses: Record<string, { content?: Record<string, { example?: unknown }> }>;
  security?: Array<Record<string, string[]>>;
  'x-stallplan-scope'?: string;
}

interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, unknown> };
}

/** Each valid request renders a PDF in Chromium: these get a sample of their valid variants on a shared machine. */
const RENDERING = new Set(['generateQuotePdf', 'generateRoiGuide', 'getPlanVersionPdf']);
const RENDERING_VALID_SAMPLE = 12;
/** Answers that refuse a request for its shape: a documented-valid request must get none of them. */
const REFUSED_AS_MALFORMED = new Set([400, 413, 414, 415, 422, 431]);

interface Exchange {
  what: string;
  path: string;
  query: string;
  body?: unknown;
  /** An upload's multipart form, sent as it is. */
  form?: { contentType: string; body: Buffer };
  /** Whether the document allows the request. */
  documented: boolean;
}

/** A 1×1 PNG: the smallest image the catalog reads. */
const PNG_1X1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

interface FormFile {
  field: string;
  bytes: Buffer;
  fileName: string;
  type: string;
}

function formOf(files: FormFile[]): { contentType: string; body: Buffer } {
  const boundary = `conformance${files.length}x${Date.now().toString(16)}`;
  const parts = files.map(({ field, bytes, fileName, type }) =>
    Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n`),
      bytes,
      Buffer.from('\r\n'),
    ]),
  );
  return { contentType: `multipart/form-data; boundary=${boundary}`, body: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]) };
}

/**
 * An upload, from its documented form: the one field, one image and the most the field takes are
 * valid; one image over, the images in another field and text declared as a PNG are not.
 */
function uploadExchanges(path: string, schema: DocumentSchema): Exchange[] {
  const field = schema.required?.[0];
  if (!field) return [{ what: 'a form the document does not describe', path, query: '', form: formOf([]), documented: false }];
  const property = schema.properties?.[field];
  const most = property?.type === 'array' ? (property.maxItems ?? 1) : 1;
  const images = (count: number): FormFile[] =>
    Array.from({ length: count }, (_, index) => ({ field, bytes: PNG_1X1, fileName: `booth-${index}.png`, type: 'image/png' }));
  const exchange = (what: string, files: FormFile[], documented: boolean): Exchange => ({ what, path, query: '', form: formOf(files), documented });
  return [
    exchange('the documented example', images(1), true),
    ...(most > 1 ? [exchange(`${most} images, the most ${field} takes`, images(most), true)] : []),
    exchange(`${most + 1} images, one more than ${field} takes`, images(most + 1), false),
    exchange(`the image in another field than ${field}`, [{ ...images(1)[0]!, field: `${field}Other` }], false),
    exchange('text declared as a PNG', [{ field, bytes: Buffer.from('not an image at all'), fileName: 'booth.png', type: 'image/png' }], false),
  ];
}

function isEnvelope(response: FuzzResponse): boolean {
  try {
    return errorResponseSchema.safeParse(JSON.parse(response.body.toString('utf8'))).success;
  } catch {
    return false;
  }
}

function queryOf(values: Record<string, unknown>): string {
  return Object.entries(values)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => `${encodePart(name)}=${encodePart(String(value))}`)
    .join('&');
}

describe('the published OpenAPI document is what the API does', () => {
  let stack: TestStack;
  let document: OpenApiDocument;
  let adminToken = '';
  let apiKey = '';
  let apiKeyProblem = '';
  let logoutToken = '';
  let clients = 0;
  /** A client address of its own for each exchange, so no per-address limit answers in the document's place. */
  const nextClient = () => {
    clients += 1;
    return `10.${(clients >> 16) & 255}.${(clients >> 8) & 255}.${clients & 255}`;
  };

  beforeAll(async () => {
    stack = await startTestStack({
      env: {
        ...LIFTED_LIMITS,
        REGISTRATIONS_PER_DOMAIN_PER_DAY: '100000',
        REDIS_PREFIX: 'notify-document',
        // The sign-in limit (5 a minute) is fixed: each exchange comes from an address of its own, through the test as a proxy.
        TRUSTED_PROXIES: '127.0.0.1',
      },
    });
    adminToken = await signIn(stack);
    logoutToken = await signIn(stack);
    const response = await fetch(`${stack.gatewayUrl}/api/docs/json`);
    expect(response.status).toBe(200);
    document = (await response.json()) as OpenApiDocument;
    // A brief goes to listed builders: the documented example names one, so the test lists it first.
    const vendorExample = document.paths['/api/admin/vendors']?.post?.requestBody?.content['application/json']?.example as Record<string, unknown>;
    const listed = await fetch(`${stack.gatewayUrl}/api/admin/vendors`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [ADMIN_TOKEN_HEADER]: adminToken },
      body: JSON.stringify({ ...vendorExample, isActive: true, contact: { ...(vendorExample.contact as object), email: 'builder@example.com' } }),
    });
    expect(listed.status).toBe(201);
    const vendorId = ((await listed.json()) as { data: { id: string } }).data.id;
    const brief = document.paths['/api/briefs']?.post?.requestBody?.content['application/json'];
    if (brief) brief.example = { ...(brief.example as object), vendorIds: [vendorId] };
    // The integrator's own routes take only a key: one with every scope they need.
    const issued = await fetch(`${stack.gatewayUrl}/api/admin/api-keys`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [ADMIN_TOKEN_HEADER]: adminToken },
      body: JSON.stringify({
        name: 'Document conformance',
        ownerEmail: 'conformance@example.com',
        scopes: ['webhooks:manage'],
        ratePerMinute: 100_000,
        dailyQuota: 100_000_000,
      }),
    });
    const issuedBody = (await issued.json()) as { data?: { secret?: string } };
    if (issued.status === 201 && issuedBody.data?.secret) apiKey = issuedBody.data.secret;
    else apiKeyProblem = `issuing a key answered ${issued.status}: ${JSON.stringify(issuedBody).slice(0, 200)}`;
  });

  afterAll(async () => {
    closeAgent();
    await stack?.cleanup();
  });

  const operations = () =>
    Object.entries(document.paths).flatMap(([path, item]) =>
      Object.entries(item).map(([method, operation]) => ({ path, method: method.toUpperCase(), operation })),
    );

  it('has no forwarding prefixes, one id per operation, examples, security where due and the error answers', () => {
    const problems: string[] = [];
    const ids = new Set<string>();
    for (const { path, method, operation } of operations()) {
      const at = `${method} ${path}`;
      if (path.includes('*') || path.endsWith('/')) problems.push(`${at}: a forwarding prefix, not an operation`);
      if (!operation.operationId || ids.has(operation.operationId)) problems.push(`${at}: operationId missing or repeated`);
      ids.add(operation.operationId);
      const body = operation.requestBody?.content['application/json'];
      if (body && body.example === undefined) problems.push(`${at}: no request example`);
      for (const parameter of operation.parameters ?? [])
        if (parameter.required && parameter.example === undefined) problems.push(`${at}: no example for ${parameter.name}`);
      for (const [status, response] of Object.entries(operation.responses)) {
        const json = response.content?.['application/json'];
        if (json && json.example === undefined) problems.push(`${at}: no example for ${status}`);
      }
      for (const status of ['429', '500', '503']) if (!operation.responses[status]) problems.push(`${at}: no ${status} answer`);
      if ((operation.parameters ?? []).some((p) => p.in === 'path') && !operation.responses['404']) problems.push(`${at}: no 404 answer`);
      const scope = operation['x-stallplan-scope'];
      if (scope && !(operation.security ?? []).some((entry) => 'apiKey' in entry)) problems.push(`${at}: keyed (${scope}) without apiKey security`);
      if (scope && !operation.description?.includes('/api/v1')) problems.push(`${at}: keyed without its versioned path`);
    }
    expect(document.components.securitySchemes).toHaveProperty('adminToken');
    expect(document.components.securitySchemes).toHaveProperty('apiKey');
    expect(problems).toEqual([]);
  });

  /** The exchanges for one operation: its example, then each parameter and body field on either side of its constraints. */
  function exchangesOf(path: string, operation: Operation): Exchange[] {
    const parameters = operation.parameters ?? [];
    const pathValues = Object.fromEntries(parameters.filter((p) => p.in === 'path').map((p) => [p.name, String(p.example ?? 'example')]));
    const queryValues = Object.fromEntries(parameters.filter((p) => p.in === 'query' && p.example !== undefined).map((p) => [p.name, p.example]));
    const body = operation.requestBody?.content['application/json'];
    const fill = (values: Record<string, string>) => path.replace(/\{(\w+)\}/g, (_match, name: string) => encodePart(values[name] ?? ''));
    const base = { path: fill(pathValues), query: queryOf(queryValues), ...(body ? { body: body.example } : {}) };
    const exchanges: Exchange[] = [{ what: 'the documented example', ...base, documented: true }];
    for (const parameter of parameters) {
      const texts = valuesAround(parameter.schema)
        .filter((value) => value !== null && typeof value !== 'object')
        .map(String)
        .filter((text) => text !== '' && !text.includes('\u0000'));
      for (const text of texts) {
        const documented = documentAcceptsText(parameter.schema, text);
        if (parameter.in === 'path')
          exchanges.push({ ...base, what: `path ${parameter.name} = ${short(text)}`, path: fill({ ...pathValues, [parameter.name]: text }), documented });
        else
          exchanges.push({ ...base, what: `query ${parameter.name} = ${short(text)}`, query: queryOf({ ...queryValues, [parameter.name]: text }), documented });
      }
      if (parameter.in === 'path' && typeof parameter.schema.maxLength === 'number') {
        const long = 'a'.repeat(parameter.schema.maxLength + 1);
        exchanges.push({
          ...base,
          what: `path ${parameter.name} over its maxLength`,
          path: fill({ ...pathValues, [parameter.name]: long }),
          documented: false,
        });
      }
      if (parameter.in === 'query' && parameter.name in queryValues) {
        const rest = { ...queryValues, [parameter.name]: undefined };
        exchanges.push({ ...base, what: `query without ${parameter.name}`, query: queryOf(rest), documented: !parameter.required });
      }
    }
    if (body)
      for (const variant of bodyVariants(body.schema, body.example))
        exchanges.push({ ...base, what: variant.what, body: variant.value, documented: variant.documented });
    return exchanges;
  }

  it('agrees with the API on every operation: the example and valid variants are not refused, invalid ones get 400 with the envelope', async () => {
    const disagreements: string[] = [];
    let sent = 0;
    for (const { path, method, operation } of operations()) {
      const name = operation.operationId;
      const keyOnly = operation.security?.length === 1 && 'apiKey' in (operation.security[0] ?? {});
      if (keyOnly && !apiKey) {
        disagreements.push(`${method} ${path}: cannot be called — ${apiKeyProblem}`);
        continue;
      }
      const admin = (operation.security ?? []).some((entry) => 'adminToken' in entry);
      const upload = operation.requestBody?.content['multipart/form-data'];
      let exchanges = upload ? uploadExchanges(path, upload.schema) : exchangesOf(path, operation);
      if (RENDERING.has(name)) {
        const valid = exchanges.filter((exchange) => exchange.documented);
        const step = Math.max(1, Math.ceil(valid.length / RENDERING_VALID_SAMPLE));
        exchanges = [...valid.filter((_, index) => index % step === 0), ...exchanges.filter((exchange) => !exchange.documented)];
      }
      let exampleStatus = 0;
      for (const exchange of exchanges) {
        // The logout route revokes the token it is given: it has one of its own (its one exchange is the example).
        const token = admin ? (name === 'adminLogout' ? logoutToken : adminToken) : undefined;
        const headers: Record<string, string> = {
          'x-forwarded-for': nextClient(),
          ...(token ? { [ADMIN_TOKEN_HEADER]: token } : {}),
          ...(keyOnly ? { authorization: `Bearer ${apiKey}` } : {}),
          ...(exchange.body !== undefined ? { 'content-type': 'application/json' } : {}),
          ...(exchange.form ? { 'content-type': exchange.form.contentType } : {}),
        };
        const target = keyOnly ? exchange.path.replace(/^\/api\//, '/api/v1/') : exchange.path;
        const response = await send(stack.gatewayUrl, {
          method,
          path: exchange.query ? `${target}?${exchange.query}` : target,
          headers,
          ...(exchange.body !== undefined ? { body: JSON.stringify(exchange.body) } : {}),
          ...(exchange.form ? { body: exchange.form.body } : {}),
        });
        sent += 1;
        if (exchange.what === 'the documented example') exampleStatus = response.status;
        // The record a path names is looked up first: with the example's unknown link or id, the answer is that 401 or 404 whatever the rest holds.
        const lookedUpFirst = (exampleStatus === 401 || exampleStatus === 404) && response.status === exampleStatus;
        const at = `${method} ${path}: ${exchange.what}`;
        const answer = `API answered ${response.status}${response.status >= 400 ? ` ${response.body.toString('utf8').slice(0, 160)}` : ''}`;
        if (response.status >= 500) disagreements.push(`${at} — documented ${exchange.documented ? 'valid' : 'invalid'}, ${answer}`);
        else if (exchange.documented && REFUSED_AS_MALFORMED.has(response.status)) disagreements.push(`${at} — documented valid, ${answer}`);
        else if (!exchange.documented && response.status !== 400 && !lookedUpFirst) disagreements.push(`${at} — documented invalid, ${answer}`);
        else if (!exchange.documented && !isEnvelope(response)) disagreements.push(`${at} — documented invalid, API answered 400 without the error envelope`);
      }
    }
    console.log(`${sent} requests from the document`);
    if (disagreements.length > 0) console.error(`${disagreements.length} disagreements:\n${disagreements.join('\n')}`);
    expect(disagreements).toEqual([]);
  });
});
