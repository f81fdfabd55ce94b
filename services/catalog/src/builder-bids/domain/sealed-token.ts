import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Keeps the exhibitor's link token recoverable by the service alone. The link must go into mails
 * sent long after the brief (a bid arriving, the review invitation after the show), yet the
 * database holds only the token's hash for look-ups; so the token is also stored sealed with
 * AES-256-GCM under a key derived from ADMIN_TOKEN_SECRET. A copy of the database without the
 * secret opens nothing, and the brief's id is bound in as associated data, so a sealed token
 * moved to another brief does not open. Rotating the secret makes old sealed tokens unreadable:
 * the links then only leave out of later mails, they keep working.
 */
export interface TokenSealer {
  seal(token: string, briefId: string): string;
  /** The token, or null when the sealed text is damaged, belongs to another brief or another key. */
  open(sealed: string, briefId: string): string | null;
}

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export function createTokenSealer(secret: string): TokenSealer {
  const key = Buffer.from(hkdfSync('sha256', secret, 'stallplan-catalog', 'brief-owner-link', 32));
  return {
    seal(token, briefId) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(briefId, 'utf8'));
      const encrypted = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
      return `${VERSION}.${Buffer.concat([iv, cipher.getAuthTag(), encrypted]).toString('base64url')}`;
    },
    open(sealed, briefId) {
      const [version, payload] = sealed.split('.');
      if (version !== VERSION || !payload) return null;
      const bytes = Buffer.from(payload, 'base64url');
      if (bytes.length <= IV_BYTES + TAG_BYTES) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
        decipher.setAAD(Buffer.from(briefId, 'utf8'));
        decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
        return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}
