import type { z } from 'zod';
import {
  ACCEPTED_IMAGE_TYPES,
  errorResponseSchema,
  fileResponseSchema,
  keyOnlyRoutes,
  MAX_IMAGE_BYTES,
  scopeOfRoute,
  versionedPath,
  type RouteDefinition,
} from '@stallplan/contracts';
import { exampleOf } from './contract-openapi-example.js';
import { jsonSchemaOf, type JsonSchema } from './contract-openapi-schema.js';

interface Parameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  schema: JsonSchema;
  example?: unknown;
}

interface MediaType {
  schema: JsonSchema;
  example?: unknown;
  /** A multipart field's accepted content types. */
  encoding?: Record<string, { contentType: string }>;
}

interface Response {
  description: string;
  content?: Record<string, MediaType>;
}

export interface Operation {
  operationId: string;
  summary: string;
  description: string;
  tags: string[];
  parameters?: Parameter[];
  requestBody?: { required: true; content: Record<string, MediaType> };
  responses: Record<string, Response>;
  security?: Array<Record<string, string[]>>;
  'x-stallplan-scope'?: string;
}

const STATUS_TEXT: Record<number, string> = {
  200: 'Done',
  201: 'Created',
  202: 'Accepted; the work goes on in the background',
  400: 'The request breaks the schema, or a rule the description states',
  401: 'No valid credential: the admin token or the API key is missing, unknown, expired or revoked',
  403: 'The API key lacks the scope this operation needs',
  404: 'No record with that id',
  409: 'The record is in a state that does not allow this',
  410: 'Gone: the record has expired',
  412: 'The record changed since the version the request names',
  413: 'The body is larger than the limit',
  429: 'Too many requests; wait for the seconds in Retry-After',
  500: 'An unexpected failure',
  502: 'A service the operation needs answered with a failure',
  503: 'A service the operation needs is unavailable; try again later',
};

const ERROR_EXAMPLES: Record<number, string> = {
  400: 'Name is required.',
  401: 'Authentication required.',
  403: 'This API key does not have the scope this call needs.',
  404: 'Not found.',
  409: 'This record cannot be changed in its current state.',
  410: 'This link has expired.',
  412: 'This record was changed by someone else; reload it and try again.',
  413: 'The request body is too large.',
  429: 'Too many requests, please try again later.',
  500: 'Internal server error.',
  502: 'The mail service refused the message.',
  503: 'The service is unavailable, please try again later.',
};

/**
 * An example that parses with its schema: the route's own, else one built from the JSON Schema (all
 * fields, then required only). An answer's example comes from what its schema accepts, as the
 * client parses the answer with it; the schema as sent is the fallback.
 */
function checkedExample(schema: z.ZodType, json: JsonSchema, written: unknown): unknown {
  if (written !== undefined) return written;
  const accepted = jsonSchemaOf(schema, 'input');
  const candidates = [exampleOf(accepted, true), exampleOf(accepted, false), exampleOf(json, true), exampleOf(json, false)];
  return candidates.find((candidate) => schema.safeParse(candidate).success) ?? candidates[0];
}

/**
 * A parameter travels as text, so a number field's "numeric text" alternative says nothing there:
 * the number it stands for is what OpenAPI's `integer`/`number` parameter already means.
 */
function asParameter(schema: JsonSchema): JsonSchema {
  const choices = schema.anyOf as JsonSchema[] | undefined;
  const number = choices?.find((choice) => choice.type === 'integer' || choice.type === 'number');
  if (!number) return schema;
  const { nullable: _nullable, ...rest } = number;
  return { ...rest, ...(schema.default !== undefined ? { default: schema.default } : {}) };
}

function parametersOf(schema: z.ZodType | undefined, where: 'path' | 'query', written: Record<string, unknown> | undefined): Parameter[] {
  if (!schema) return [];
  const json = jsonSchemaOf(schema, 'input');
  const { properties = {}, required = [] } = json as { properties?: Record<string, JsonSchema>; required?: string[] };
  const example = (written ?? checkedExample(schema, json, undefined)) as Record<string, unknown> | undefined;
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || required.includes(name),
    schema: asParameter(property),
    ...(example?.[name] !== undefined ? { example: example[name] } : {}),
  }));
}

/** The error statuses an operation can answer, beyond those its contract declares. */
export function errorStatusesOf(route: RouteDefinition, keyed: boolean): number[] {
  const statuses = new Set<number>([429, 500, 503]);
  if (route.params || route.query || route.body || route.multipart) statuses.add(400);
  if (route.admin || keyed) statuses.add(401);
  if (keyed) statuses.add(403);
  if (route.params) statuses.add(404);
  if (route.body || route.multipart) statuses.add(413);
  for (const status of Object.keys(route.responses).map(Number)) if (status >= 400) statuses.add(status);
  return [...statuses].sort((a, b) => a - b);
}

function responsesOf(route: RouteDefinition, keyed: boolean): Record<string, Response> {
  const responses: Record<string, Response> = {};
  const written = route.examples?.responses ?? {};
  for (const [status, schema] of Object.entries(route.responses)) {
    const code = Number(status);
    if (code >= 400) continue;
    const description = STATUS_TEXT[code] ?? 'Done';
    if (!schema) responses[status] = { description };
    else if (schema === fileResponseSchema) {
      responses[status] = { description: 'A PDF file', content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } } };
    } else {
      const json = jsonSchemaOf(schema, 'output');
      responses[status] = { description, content: { 'application/json': { schema: json, example: checkedExample(schema, json, written[code]) } } };
    }
  }
  for (const code of errorStatusesOf(route, keyed)) {
    const declared = route.responses[code];
    // A declared body other than the envelope (the admin login's) is kept as the contract states it.
    const own = declared && declared !== errorResponseSchema ? declared : undefined;
    const schema = own ? jsonSchemaOf(own, 'output') : { $ref: '#/components/schemas/ErrorEnvelope' };
    const example = own ? checkedExample(own, schema, written[code]) : (written[code] ?? { success: false, error: ERROR_EXAMPLES[code] });
    responses[String(code)] = {
      description: STATUS_TEXT[code] ?? 'Refused',
      content: { 'application/json': { schema, ...(example !== undefined ? { example } : {}) } },
    };
  }
  return responses;
}

function securityOf(name: string, route: RouteDefinition): Pick<Operation, 'security' | 'x-stallplan-scope'> & { sentences: string[] } {
  const scope = scopeOfRoute(name);
  if (route.admin) {
    return { security: [{ adminToken: [] }], sentences: ['Needs an admin session token in `x-admin-token` (from `POST /api/admin/login`).'] };
  }
  if (!scope) return { sentences: [] };
  const versioned = `Integrators call it at \`${versionedPath(route.path)}\` with an API key holding the \`${scope}\` scope (\`Authorization: Bearer sp_key_…\`).`;
  if (keyOnlyRoutes.has(name)) {
    return { security: [{ apiKey: [] }], 'x-stallplan-scope': scope, sentences: [versioned, "Only a key may call it: it acts on the key's own records."] };
  }
  return {
    security: [{}, { apiKey: [] }],
    'x-stallplan-scope': scope,
    sentences: [versioned, `The web app calls \`${route.path}\` without a key, within the per-address limit.`],
  };
}

/** The length of a binary string is its size in bytes; what the bytes must be is the rule. */
const IMAGE_FILE = {
  type: 'string',
  format: 'binary',
  minLength: 1,
  maxLength: MAX_IMAGE_BYTES,
  'x-stallplan-rule': 'The bytes of a JPEG, PNG or WebP image.',
  description: `A JPEG, PNG or WebP image of at most ${MAX_IMAGE_BYTES / 1024 / 1024} MB, judged by its bytes, not its name or declared type.`,
};

/** An upload's form: the one field its images go in, one file or up to its limit. */
function multipartOf(route: RouteDefinition): MediaType {
  if (!route.files) return { schema: { type: 'object' } };
  const { field, maxFiles } = route.files;
  const property = maxFiles === 1 ? IMAGE_FILE : { type: 'array', minItems: 1, maxItems: maxFiles, items: IMAGE_FILE };
  return {
    schema: { type: 'object', required: [field], properties: { [field]: property } },
    encoding: { [field]: { contentType: ACCEPTED_IMAGE_TYPES.join(', ') } },
  };
}

/** One operation of the document, from the route's contract entry and its name in `apiRoutes`. */
export function operationOf(name: string, route: RouteDefinition): Operation {
  const { sentences, ...security } = securityOf(name, route);
  const keyed = security['x-stallplan-scope'] !== undefined;
  const examples = route.examples ?? {};
  const parameters = [...parametersOf(route.params, 'path', examples.params), ...parametersOf(route.query, 'query', examples.query)];
  let requestBody: Operation['requestBody'];
  if (route.multipart) {
    requestBody = { required: true, content: { 'multipart/form-data': multipartOf(route) } };
  } else if (route.body) {
    const json = jsonSchemaOf(route.body, 'input');
    requestBody = { required: true, content: { 'application/json': { schema: json, example: checkedExample(route.body, json, examples.body) } } };
  }
  return {
    operationId: name,
    summary: route.summary,
    description: [route.description, ...sentences].filter(Boolean).join('\n\n') || route.summary,
    tags: [route.path.split('/').filter((part) => part && part !== 'api')[0] ?? 'api'],
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(requestBody ? { requestBody } : {}),
    responses: responsesOf(route, keyed),
    ...security,
  };
}
