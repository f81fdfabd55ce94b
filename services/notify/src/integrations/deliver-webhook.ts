import type { lookup, LookupAddress } from 'node:dns';
import { lookup as lookupAll } from 'node:dns/promises';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { webhookHeaders } from '@stallplan/contracts';
import { vetWebhookTarget, WebhookTargetError, type ResolveHost, type VettedWebhookTarget } from './domain/webhook-address-guard.js';

export type { ResolveHost, VettedWebhookTarget } from './domain/webhook-address-guard.js';

export const WEBHOOK_USER_AGENT = 'StallPlan-Webhooks/1';
/** How much of a receiver's answer is read; the rest is never downloaded. */
export const WEBHOOK_RESPONSE_READ_BYTES = 4 * 1024;
/** How much of what was read is kept for the attempt log. */
export const WEBHOOK_RESPONSE_SNIPPET_CHARS = 200;

export interface WebhookDeliveryRequest {
  url: string;
  /** The `webhook-id`: the same on every try of a delivery. */
  messageId: string;
  /** The JSON event body, exactly as it is signed and sent. */
  body: string;
  /** The endpoint's current secret first; during a rotation the previous one too. */
  secrets: readonly string[];
  /** Unix seconds for `webhook-timestamp`; now when absent (each try is signed afresh). */
  timestamp?: number;
}

/** One HTTP POST to a vetted address: what a connector is given. */
export interface WebhookPost {
  target: VettedWebhookTarget;
  headers: Record<string, string>;
  body: string;
  /** Aborted when the delivery's total time is up. */
  signal: AbortSignal;
}

export interface WebhookAnswer {
  status: number;
  /** The start of the receiver's body, for the attempt log. */
  responseSnippet: string;
}

/** Opens the connection and posts; the real one is `postToVettedAddress`, tests inject one that records calls. */
export type WebhookConnector = (post: WebhookPost) => Promise<WebhookAnswer>;

export interface DeliverWebhookOptions {
  resolve: ResolveHost;
  connect?: WebhookConnector;
  allowedHosts: readonly string[];
  production: boolean;
  /** The whole try: lookup, connection, TLS, request and the part of the answer that is read. */
  timeoutMs: number;
}

/** A try that got an HTTP answer. Only a 2xx is a success: a 3xx is not followed, so it is a failed try like any other status. */
export interface WebhookDeliveryResult extends WebhookAnswer {
  durationMs: number;
}

/**
 * Why a try got no HTTP answer. `refused` (the URL is not acceptable or its host has an address
 * that is not public) will not change by trying again; `dns`, `timeout` and `connection` may.
 */
export type WebhookDeliveryProblem = 'refused' | 'dns' | 'timeout' | 'connection';

export class WebhookDeliveryError extends Error {
  override name = 'WebhookDeliveryError';
  constructor(
    message: string,
    readonly problem: WebhookDeliveryProblem,
    readonly durationMs: number,
  ) {
    super(message);
  }
}

/** Every address of a name, as the system resolver gives them (hosts file included). */
export const resolveHost: ResolveHost = (host) => lookupAll(host, { all: true, order: 'verbatim' });

/** A `lookup` for the HTTP client that answers only the vetted address, so no second DNS query can change where it connects. */
function vettedLookup(target: VettedWebhookTarget): typeof lookup {
  const only: LookupAddress = { address: target.address, family: target.family };
  return ((_host: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) => {
    if (options.all) callback(null, [only]);
    else callback(null, only.address, only.family);
  }) as typeof lookup;
}

/** Reads at most `WEBHOOK_RESPONSE_READ_BYTES` of an answer, then drops the connection. */
function readSnippet(response: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let length = 0;
    const finish = () => {
      response.removeAllListeners('data');
      resolve(Buffer.concat(chunks).subarray(0, WEBHOOK_RESPONSE_READ_BYTES).toString('utf8').slice(0, WEBHOOK_RESPONSE_SNIPPET_CHARS));
    };
    response.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      length += chunk.length;
      if (length >= WEBHOOK_RESPONSE_READ_BYTES) {
        finish();
        response.destroy();
      }
    });
    response.on('end', finish);
    response.on('error', reject);
  });
}

/** The real connector: node:http(s) to the vetted address, one socket per try, redirects never followed. */
export const postToVettedAddress: WebhookConnector = ({ target, headers, body, signal }) =>
  new Promise((resolve, reject) => {
    const send = target.url.protocol === 'https:' ? httpsRequest : httpRequest;
    const request = send(
      target.url,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        lookup: vettedLookup(target),
        agent: false,
        signal,
        ...(target.servername ? { servername: target.servername } : {}),
      },
      (response) => {
        readSnippet(response).then((responseSnippet) => resolve({ status: response.statusCode ?? 0, responseSnippet }), reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });

function connectionProblem(error: unknown, target: VettedWebhookTarget): string {
  const code = (error as { code?: unknown }).code;
  const where = `${target.family === 6 ? `[${target.address}]` : target.address}:${target.port}`;
  switch (code) {
    case 'ECONNREFUSED':
      return `Connection refused by ${where}.`;
    case 'ECONNRESET':
      return `Connection reset by ${where}.`;
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
      return `No route to ${where}.`;
    default:
      return `Could not deliver to ${where}: ${(error as Error).message}`;
  }
}

/**
 * One try at a delivery: vets the URL's resolved addresses, then POSTs the signed body to the vetted
 * address. Returns the receiver's status, whatever it is (only a 2xx is a success), or throws
 * `WebhookDeliveryError` when no answer came; a refused target never reaches the connector.
 */
export async function deliverWebhook(request: WebhookDeliveryRequest, options: DeliverWebhookOptions): Promise<WebhookDeliveryResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs);
  // A lookup cannot be cancelled; the try stops waiting for it when the time is up.
  const timeUp = new Promise<never>((_resolve, reject) => {
    controller.signal.addEventListener('abort', () => reject(new WebhookDeliveryError(`No answer within ${options.timeoutMs} ms.`, 'timeout', elapsed())), {
      once: true,
    });
  });
  timeUp.catch(() => undefined);

  try {
    let target: VettedWebhookTarget;
    try {
      target = await Promise.race([vetWebhookTarget(request.url, options), timeUp]);
    } catch (error) {
      if (error instanceof WebhookTargetError) throw new WebhookDeliveryError(error.message, error.problem, elapsed());
      throw error;
    }
    const signed = await webhookHeaders({
      secrets: request.secrets,
      id: request.messageId,
      timestamp: request.timestamp ?? Math.floor(Date.now() / 1000),
      body: request.body,
    });
    const headers = { 'content-type': 'application/json', 'user-agent': WEBHOOK_USER_AGENT, ...signed };
    const connect = options.connect ?? postToVettedAddress;
    try {
      const answer = await Promise.race([connect({ target, headers, body: request.body, signal: controller.signal }), timeUp]);
      return { ...answer, durationMs: elapsed() };
    } catch (error) {
      if (error instanceof WebhookDeliveryError) throw error;
      if (controller.signal.aborted) throw new WebhookDeliveryError(`No answer within ${options.timeoutMs} ms.`, 'timeout', elapsed());
      throw new WebhookDeliveryError(connectionProblem(error, target), 'connection', elapsed());
    }
  } finally {
    clearTimeout(timer);
  }
}
