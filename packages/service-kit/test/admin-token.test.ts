import { describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { ADMIN_TOKEN_TTL_SECONDS, signAdminToken, verifyAdminToken } from '../src/index.js';

const secret = 'a-secret-that-is-at-least-32-characters-long';

describe('admin tokens', () => {
  it('round-trips with an id and a 12-hour expiry', async () => {
    const { token, claims } = await signAdminToken(secret);
    expect(ADMIN_TOKEN_TTL_SECONDS).toBe(12 * 3600);
    expect(claims.exp - Math.floor(Date.now() / 1000)).toBeGreaterThan(ADMIN_TOKEN_TTL_SECONDS - 5);
    expect(await verifyAdminToken(token, secret)).toEqual(claims);
  });

  it('rejects another secret, an expired token, a tampered token and garbage', async () => {
    const { token } = await signAdminToken(secret);
    expect(await verifyAdminToken(token, `${secret}-other`)).toBeNull();
    expect(await verifyAdminToken((await signAdminToken(secret, -10)).token, secret)).toBeNull();
    const [header, , signature] = token.split('.');
    const forgedPayload = Buffer.from(JSON.stringify({ role: 'admin', jti: 'x', exp: 9999999999 })).toString('base64url');
    expect(await verifyAdminToken(`${header}.${forgedPayload}.${signature}`, secret)).toBeNull();
    expect(await verifyAdminToken('not-a-token', secret)).toBeNull();
  });

  it('rejects a validly signed token that is not an admin token', async () => {
    const other = await new SignJWT({ role: 'vendor' })
      .setProtectedHeader({ alg: 'HS256' })
      .setJti('abc')
      .setIssuer('stallplan-gateway')
      .setAudience('stallplan-admin')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(secret));
    expect(await verifyAdminToken(other, secret)).toBeNull();
  });
});
