import { webhookEventBodySchema, type WebhookEventBody } from './webhooks.js';

/**
 * Standard Webhooks signing (https://www.standardwebhooks.com): `webhook-signature` carries `v1,` and
 * the base64 HMAC-SHA256 of `id.timestamp.body` under the endpoint's secret. Web Crypto only, so the
 * same code signs in notify and verifies in a receiver's Node server, a worker or a browser.
 */

export const WEBHOOK_SECRET_PREFIX = 'whsec_';
/** The spec allows 24 to 64 bytes; 32 matches the HMAC's own output size. */
export const WEBHOOK_SECRET_BYTES = 32;
/** How old (or how far ahead) a delivery's timestamp may be; replays of older ones are refused. */
export const WEBHOOK_TOLERANCE_SECONDS_DEFAULT = 300;

export const WEBHOOK_ID_HEADER = 'webhook-id';
export const WEBHOOK_TIMESTAMP_HEADER = 'webhook-timestamp';
export const WEBHOOK_SIGNATURE_HEADER = 'webhook-signature';

// A type, not an interface, so it passes as a plain header record (interfaces have no index signature).
export type WebhookHeaders = {
  'webhook-id': string;
  'webhook-timestamp': string;
  'webhook-signature': string;
};

/** A delivery that must not be trusted: a missing header, a stale timestamp, no matching signature or a body that is no event. */
export class WebhookVerificationError extends Error {
  override name = 'WebhookVerificationError';
}

export interface WebhookSigningInput {
  /** The current secret first; during a rotation the previous one too. Each `whsec_<base64>`. */
  secrets: readonly string[];
  /** The `webhook-id`, the same on every try of a delivery. */
  id: string;
  /** Unix time in seconds. */
  timestamp: number;
  /** The body exactly as sent. */
  body: string;
}

/** Headers as a fetch `Headers`, or as Node's `req.headers` (lower-case names, values possibly repeated). */
export type WebhookRequestHeaders = Headers | Readonly<Record<string, string | readonly string[] | undefined>>;

export interface WebhookVerificationInput {
  secret: string;
  headers: WebhookRequestHeaders;
  /** The raw body as received: parsing and serialising it again would change the bytes signed. */
  body: string;
  toleranceSeconds?: number;
  /** The time to check the timestamp against; defaults to now. */
  now?: Date;
}

const encoder = new TextEncoder();

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array | undefined {
  try {
    return Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
  } catch {
    return undefined;
  }
}

/** A new endpoint secret: `whsec_` and 32 random bytes in base64. */
export function generateWebhookSecret(): string {
  return WEBHOOK_SECRET_PREFIX + toBase64(globalThis.crypto.getRandomValues(new Uint8Array(WEBHOOK_SECRET_BYTES)));
}

function secretKeyBytes(secret: string): Uint8Array {
  const encoded = secret.startsWith(WEBHOOK_SECRET_PREFIX) ? secret.slice(WEBHOOK_SECRET_PREFIX.length) : secret;
  const bytes = fromBase64(encoded);
  if (!bytes || bytes.length === 0) throw new TypeError('A webhook secret must be whsec_ followed by base64.');
  return bytes;
}

async function hmac(secret: string, content: string): Promise<Uint8Array> {
  const key = await globalThis.crypto.subtle.importKey('raw', secretKeyBytes(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return new Uint8Array(await globalThis.crypto.subtle.sign('HMAC', key, encoder.encode(content)));
}

function signedContent(id: string, timestamp: number | string, body: string): string {
  return `${id}.${timestamp}.${body}`;
}

/** The `webhook-signature` value: `v1,<sig>` per secret, space-separated. */
export async function signWebhook({ secrets, id, timestamp, body }: WebhookSigningInput): Promise<string> {
  if (secrets.length === 0) throw new TypeError('Signing a webhook needs at least one secret.');
  if (!Number.isSafeInteger(timestamp) || timestamp < 0) throw new TypeError('A webhook timestamp is a whole number of seconds.');
  const content = signedContent(id, timestamp, body);
  const signatures = await Promise.all(secrets.map(async (secret) => `v1,${toBase64(await hmac(secret, content))}`));
  return signatures.join(' ');
}

/** The three Standard Webhooks headers for one try of a delivery. */
export async function webhookHeaders(input: WebhookSigningInput): Promise<WebhookHeaders> {
  return {
    [WEBHOOK_ID_HEADER]: input.id,
    [WEBHOOK_TIMESTAMP_HEADER]: String(input.timestamp),
    [WEBHOOK_SIGNATURE_HEADER]: await signWebhook(input),
  };
}

function headerValue(headers: WebhookRequestHeaders, name: string): string | undefined {
  if (typeof Headers !== 'undefined' && headers instanceof Headers) return headers.get(name) ?? undefined;
  const record = headers as Readonly<Record<string, string | readonly string[] | undefined>>;
  const key = Object.keys(record).find((candidate) => candidate.toLowerCase() === name);
  const value = key === undefined ? undefined : record[key];
  return typeof value === 'string' ? value : value?.[0];
}

function requiredHeader(headers: WebhookRequestHeaders, name: string): string {
  const value = headerValue(headers, name)?.trim();
  if (!value) throw new WebhookVerificationError(`The ${name} header is missing.`);
  return value;
}

/** Compares every byte whatever the first difference, so the time taken tells nothing of the expected signature. */
function equalInConstantTime(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let index = 0; index < a.length; index += 1) difference |= a[index]! ^ b[index]!;
  return difference === 0;
}

/**
 * Checks a delivery's headers and signature and returns its parsed body; throws
 * `WebhookVerificationError` when any check fails. Signatures other than `v1` are ignored.
 */
export async function verifyWebhook({
  secret,
  headers,
  body,
  toleranceSeconds = WEBHOOK_TOLERANCE_SECONDS_DEFAULT,
  now = new Date(),
}: WebhookVerificationInput): Promise<WebhookEventBody> {
  const id = requiredHeader(headers, WEBHOOK_ID_HEADER);
  const timestampText = requiredHeader(headers, WEBHOOK_TIMESTAMP_HEADER);
  const signatureHeader = requiredHeader(headers, WEBHOOK_SIGNATURE_HEADER);

  const timestamp = /^\d{1,15}$/.test(timestampText) ? Number(timestampText) : Number.NaN;
  if (Number.isNaN(timestamp)) throw new WebhookVerificationError('The webhook-timestamp header is not a whole number of seconds.');
  const nowSeconds = Math.floor(now.getTime() / 1000);
  if (timestamp < nowSeconds - toleranceSeconds) throw new WebhookVerificationError('The webhook timestamp is too old.');
  if (timestamp > nowSeconds + toleranceSeconds) throw new WebhookVerificationError('The webhook timestamp is too far in the future.');

  const expected = await hmac(secret, signedContent(id, timestampText, body));
  let matched = false;
  for (const entry of signatureHeader.split(' ')) {
    const [version, encoded] = entry.split(',', 2);
    if (version !== 'v1' || !encoded) continue;
    const candidate = fromBase64(encoded);
    // No early exit: every listed signature is compared.
    if (candidate && equalInConstantTime(candidate, expected)) matched = true;
  }
  if (!matched) throw new WebhookVerificationError('No webhook signature matches the secret.');

  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    throw new WebhookVerificationError('The webhook body is not JSON.');
  }
  const event = webhookEventBodySchema.safeParse(parsed);
  if (!event.success) throw new WebhookVerificationError('The webhook body is not a StallPlan event.');
  return event.data;
}
