import { randomBytes } from 'node:crypto';
import { API_KEY_PREFIX, API_KEY_VISIBLE_CHARS, WEBHOOK_SECRET_PREFIX } from '@stallplan/contracts';

/** An API key's secret: the prefix and 32 random bytes, base64url (matches `API_KEY_PATTERN`). */
export function newApiKeySecret(): string {
  return `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
}

/** What the admin sees of a key after it was issued. */
export function keyStartOf(secret: string): string {
  return secret.slice(0, API_KEY_VISIBLE_CHARS);
}

/** What the integrator sees of a signing secret: the prefix and 6 more characters. */
export function secretStartOf(secret: string): string {
  return secret.slice(0, WEBHOOK_SECRET_PREFIX.length + 6);
}

/** A delivery's `webhook-id`. */
export function newMessageId(): string {
  return `msg_${randomBytes(16).toString('base64url')}`;
}
