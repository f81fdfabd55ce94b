import { describe, expect, it } from 'vitest';
import { issueAccessToken } from '../../shared/access-token.js';
import { createTokenSealer } from './sealed-token.js';

const SECRET = 'a-secret-that-is-long-enough-0123456789';

describe('sealed owner tokens', () => {
  const sealer = createTokenSealer(SECRET);
  const { token } = issueAccessToken();

  it('opens what it sealed for the same brief, and the sealed text does not show the token', () => {
    const sealed = sealer.seal(token, 'brief-1');
    expect(sealed).not.toContain(token);
    expect(sealed).toMatch(/^v1\.[A-Za-z0-9_-]+$/);
    expect(sealer.open(sealed, 'brief-1')).toBe(token);
    // A fresh nonce each time.
    expect(sealer.seal(token, 'brief-1')).not.toBe(sealed);
  });

  it('opens nothing for another brief, under another secret, or when tampered with', () => {
    const sealed = sealer.seal(token, 'brief-1');
    expect(sealer.open(sealed, 'brief-2')).toBeNull();
    expect(createTokenSealer(`${SECRET}-rotated`).open(sealed, 'brief-1')).toBeNull();
    const bytes = Buffer.from(sealed.slice(3), 'base64url');
    bytes[bytes.length - 1] = (bytes[bytes.length - 1] ?? 0) ^ 1;
    expect(sealer.open(`v1.${bytes.toString('base64url')}`, 'brief-1')).toBeNull();
    expect(sealer.open('v2.abc', 'brief-1')).toBeNull();
    expect(sealer.open('v1.', 'brief-1')).toBeNull();
    expect(sealer.open('nonsense', 'brief-1')).toBeNull();
  });
});
