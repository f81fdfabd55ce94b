import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_PATTERN, accessTokenParamsSchema } from '@stallplan/contracts';
import { accessTokenHashesMatch, hashAccessToken, isAccessTokenShape, issueAccessToken } from './access-token.js';

describe('access tokens', () => {
  it('issues 43 base64url characters from 32 random bytes, with their SHA-256 in hex', () => {
    const { token, hash } = issueAccessToken();
    expect(token).toMatch(ACCESS_TOKEN_PATTERN);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(accessTokenParamsSchema.safeParse({ token }).success).toBe(true);
  });

  it('never issues the same token twice', () => {
    const tokens = new Set(Array.from({ length: 1000 }, () => issueAccessToken().token));
    expect(tokens.size).toBe(1000);
  });

  it('hashes the same token to the same hash, and a token differing in one character to another', () => {
    const { token, hash } = issueAccessToken();
    expect(hashAccessToken(token)).toBe(hash);
    const changed = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    expect(hashAccessToken(changed)).not.toBe(hash);
  });

  it('compares hashes only when both are well formed', () => {
    const { hash } = issueAccessToken();
    const other = issueAccessToken().hash;
    expect(accessTokenHashesMatch(hash, hash)).toBe(true);
    expect(accessTokenHashesMatch(hash, other)).toBe(false);
    expect(accessTokenHashesMatch(hash, hash.toUpperCase())).toBe(false);
    expect(accessTokenHashesMatch(hash.slice(0, 62), hash)).toBe(false);
    expect(accessTokenHashesMatch('', '')).toBe(false);
  });

  it('tells the shape of a token apart from anything else', () => {
    expect(isAccessTokenShape(issueAccessToken().token)).toBe(true);
    expect(isAccessTokenShape('short')).toBe(false);
    expect(isAccessTokenShape(`${'a'.repeat(42)}=`)).toBe(false);
    expect(isAccessTokenShape('a'.repeat(44))).toBe(false);
  });
});
