import type { z } from 'zod';
import { ADMIN_TOKEN_HEADER } from '../admin-auth.js';
import { fillPath, type RouteDefinition, type RouteTable } from './define-routes.js';

/** The call failed without a declared answer: network down, an undeclared status, or a body that breaks the contract. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    message: string,
    readonly status: number | undefined,
    readonly body: unknown,
  ) {
    super(message);
  }
}

type Input<S> = S extends z.ZodType ? z.input<S> : never;

/** What a call takes: params, query and body where the route declares them. */
export type CallArgs<R extends RouteDefinition> = (R['params'] extends z.ZodType ? { params: Input<R['params']> } : unknown) &
  (R['query'] extends z.ZodType ? { query?: Input<R['query']> } : unknown) &
  (R['body'] extends z.ZodType ? { body: Input<R['body']> } : unknown) & {
    headers?: Record<string, string>;
    signal?: AbortSignal;
  };

/** A declared answer, discriminated by status; file answers carry their name. */
export type CallResult<R extends RouteDefinition> = {
  [S in keyof R['responses'] & number]: {
    status: S;
    body: R['responses'][S] extends z.ZodType ? z.output<R['responses'][S]> : never;
    fileName?: string;
  };
}[keyof R['responses'] & number];

export type Client<T extends RouteTable> = {
  [K in keyof T]: (args: CallArgs<T[K]>) => Promise<CallResult<T[K]>>;
};

export interface ClientOptions {
  /** `http://localhost:5000`, or '' for the same origin. */
  baseUrl: string;
  fetch?: typeof fetch;
  /** Read on every admin call, so a token stored after start-up is used. */
  adminToken?: () => string | null | undefined;
  headers?: Record<string, string>;
  /** `include` in the browser (see docs/planner.md#calls). */
  credentials?: 'include' | 'same-origin' | 'omit';
}

function queryString(query: unknown): string {
  if (!query || typeof query !== 'object') return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

function fileNameOf(response: Response): string | undefined {
  const disposition = response.headers.get('content-disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1];
}

async function readBody(response: Response): Promise<unknown> {
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('application/json')) return response.json();
  if (type.startsWith('text/')) return response.text();
  return response.blob();
}

/** Messages a screen shows come from `error` (services) or `message` (admin login). */
function messageOf(body: unknown): string | undefined {
  if (body && typeof body === 'object') {
    const { error, message } = body as { error?: unknown; message?: unknown };
    if (typeof error === 'string') return error;
    if (typeof message === 'string') return message;
  }
  return undefined;
}

async function call(route: RouteDefinition, args: Record<string, unknown>, options: ClientOptions) {
  const doFetch = options.fetch ?? globalThis.fetch;
  const url = `${options.baseUrl}${fillPath(route.path, args.params as Record<string, unknown> | undefined)}${queryString(args.query)}`;
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers, ...(args.headers as Record<string, string> | undefined) };
  let body: string | FormData | undefined;
  if (args.body !== undefined) {
    if (route.multipart) body = args.body as FormData;
    else {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(args.body);
    }
  }
  const token = route.admin ? options.adminToken?.() : undefined;
  if (token) headers[ADMIN_TOKEN_HEADER] = token;

  let response: Response;
  try {
    response = await doFetch(url, {
      method: route.method,
      headers,
      ...(body === undefined ? {} : { body }),
      ...(options.credentials ? { credentials: options.credentials } : {}),
      ...(args.signal ? { signal: args.signal as AbortSignal } : {}),
    });
  } catch (error) {
    throw new ApiError(`Could not reach the server: ${(error as Error).message}`, undefined, undefined);
  }
  const raw = await readBody(response).catch(() => undefined);
  const schema = route.responses[response.status];
  if (!schema) {
    throw new ApiError(messageOf(raw) ?? `${response.status}: ${response.statusText || 'Unexpected response'}`, response.status, raw);
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw new ApiError('Invalid response format', response.status, raw);
  const fileName = fileNameOf(response);
  return { status: response.status, body: parsed.data, ...(fileName ? { fileName } : {}) };
}

/** A typed client for one table of routes: one method per route, checked against the contract both ways. */
export function createClient<const T extends RouteTable>(routes: T, options: ClientOptions): Client<T> {
  const client: Record<string, unknown> = {};
  for (const [name, route] of Object.entries(routes)) {
    client[name] = (args: Record<string, unknown> = {}) => call(route, args, options);
  }
  return client as Client<T>;
}

/**
 * A client whose route table is loaded on its first call, so a page's first load need not carry
 * the schemas of every route it may call later. A table that failed to load is asked for again.
 */
export function createLazyClient<const T extends RouteTable>(load: () => Promise<T>, options: ClientOptions): Client<T> {
  let routes: Promise<T> | undefined;
  const table = () =>
    (routes ??= load().catch((error: unknown) => {
      routes = undefined;
      throw new ApiError(`Could not reach the server: ${(error as Error).message}`, undefined, undefined);
    }));
  return new Proxy({} as Client<T>, {
    get(_target, name) {
      // Not a thenable: `await client` must not call a route named `then`.
      if (typeof name !== 'string' || name === 'then') return undefined;
      return async (args: Record<string, unknown> = {}) => {
        const route = (await table())[name];
        if (!route) throw new TypeError(`No route is named ${name}.`);
        return call(route, args, options);
      };
    },
  });
}
