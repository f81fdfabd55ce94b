import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { ACCESS_TOKEN_PATTERN } from '@stallplan/contracts';

/** A freshly issued private link token and the hash that is stored in its place. */
export interface IssuedAccessToken {
  /** 43 base64url characters; given to its holder once and never stored. */
  token: string;
  /** SHA-256 of the token, hex: what the database keeps and looks up by. */
  hash: string;
}

const TOKEN_BYTES = 32;
const HASH_PATTERN = /^[0-9a-f]{64}$/;

/**
 * Private link tokens (the exhibitor's comparison link, each builder's bid link). Only the hash is
 * stored, so a copy of the database opens no link; 256 random bits need no slow hash or salt.
 */
export function issueAccessToken(): IssuedAccessToken {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  return { token, hash: hashAccessToken(token) };
}

export function hashAccessToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Whether a token has the shape every issued token has; anything else is refused unseen. */
export function isAccessTokenShape(token: string): boolean {
  return ACCESS_TOKEN_PATTERN.test(token);
}

/**
 * Compares two stored hashes in constant time. The lookup by hash already found the record; this
 * confirms it without a comparison whose timing depends on how many characters agree.
 */
export function accessTokenHashesMatch(presented: string, stored: string): boolean {
  if (!HASH_PATTERN.test(presented) || !HASH_PATTERN.test(stored)) return false;
  return timingSafeEqual(Buffer.from(presented, 'hex'), Buffer.from(stored, 'hex'));
}
