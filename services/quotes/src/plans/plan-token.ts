import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { ACCESS_TOKEN_PATTERN } from '@stallplan/contracts';

/** A freshly issued private link token and the hash stored in its place. */
export interface IssuedPlanToken {
  /** 43 base64url characters; given to its holder once and never stored. */
  token: string;
  /** SHA-256 of the token, hex: what the database keeps and looks up by. */
  hash: string;
}

const HASH_PATTERN = /^[0-9a-f]{64}$/;

/**
 * Edit, share, sign-in and session tokens of saved plans. Only the hash is stored, so a copy of the
 * database or of Redis opens no link; 256 random bits need no slow hash or salt.
 */
export function issuePlanToken(): IssuedPlanToken {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashPlanToken(token) };
}

export function hashPlanToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Whether a token has the shape every issued token has; anything else is refused unseen. */
export function isPlanTokenShape(token: unknown): token is string {
  return typeof token === 'string' && ACCESS_TOKEN_PATTERN.test(token);
}

/** Confirms a found record's hash in constant time, so no timing tells how many characters agree. */
export function planTokenHashesMatch(presented: string, stored: string): boolean {
  if (!HASH_PATTERN.test(presented) || !HASH_PATTERN.test(stored)) return false;
  return timingSafeEqual(Buffer.from(presented, 'hex'), Buffer.from(stored, 'hex'));
}
