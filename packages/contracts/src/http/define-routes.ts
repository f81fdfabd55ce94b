import { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One call of the public API, written once: the service's route declares its schema from it and
 * the typed client sends and reads it. Responses are keyed by status code.
 */
export interface RouteDefinition {
  method: HttpMethod;
  /** Express-style: `/api/vendors/:id`. */
  path: string;
  summary: string;
  params?: z.ZodType;
  query?: z.ZodType;
  /** JSON unless `multipart` is set, in which case the client sends a FormData as it is. */
  body?: z.ZodType;
  multipart?: boolean;
  /** The multipart field the images go in, and how many one request may carry. */
  files?: { field: string; maxFiles: number };
  /** Sends `x-admin-token`. */
  admin?: boolean;
  /** What the schemas cannot say (cross-field rules, known cities, dates to come), for the OpenAPI document. */
  description?: string;
  /** A request that succeeds and answers to show in the document; each must parse with its schema (a test checks). */
  examples?: RouteExamples;
  responses: Partial<Record<number, z.ZodType>>;
}

export interface RouteExamples {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
  responses?: Partial<Record<number, unknown>>;
}

export type RouteTable = Record<string, RouteDefinition>;

/** JSON Schema of what a field accepts on the wire, where zod cannot say it (numeric text, blank as absent). */
export interface InputDocumentation {
  /** Given the JSON Schema zod writes for the field, the one that states what it accepts. */
  widen: (generated: Record<string, unknown>) => Record<string, unknown>;
}

/**
 * Fields whose accepted input is wider than their zod type (a preprocess reads `"12"` as 12): the
 * OpenAPI document states it from here, so the document neither narrows nor widens what is accepted.
 */
export const inputDocumentation = z.registry<InputDocumentation>();

export function documentedInput<T extends z.ZodType>(schema: T, widen: InputDocumentation['widen']): T {
  inputDocumentation.add(schema, { widen });
  return schema;
}

/**
 * A field with a rule JSON Schema cannot state (a city StallPlan knows, a reachable web address):
 * the rule is written in its description and named in `x-stallplan-rule`, so a client generating
 * requests knows values of the right shape may still be refused.
 */
export function withRule<T extends z.ZodType>(schema: T, rule: string): T {
  // Added to what the field already documents (blank and null for optional text), not in its place.
  const previous = inputDocumentation.get(schema)?.widen;
  return documentedInput(schema, (generated) => {
    const documented = previous ? previous(generated) : generated;
    return { ...documented, 'x-stallplan-rule': rule, description: [documented.description, rule].filter(Boolean).join(' ') };
  });
}

/** Keeps the literal types of a table of routes (no runtime work). */
export function defineRoutes<const T extends RouteTable>(routes: T): T {
  return routes;
}

/** A file answer such as a PDF; the client hands back the Blob with its file name. */
export const fileResponseSchema = z.custom<Blob>((value) => typeof Blob !== 'undefined' && value instanceof Blob, 'Expected a file.');

/** The multipart body of an upload; the service parses its parts itself. */
export const multipartBodySchema = z.custom<FormData>((value) => typeof FormData !== 'undefined' && value instanceof FormData, 'Expected form data.');

/** Fills `:name` segments of a path, encoding each value. */
export function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') throw new TypeError(`Missing path parameter "${name}" for ${path}.`);
    return encodeURIComponent(String(value));
  });
}
