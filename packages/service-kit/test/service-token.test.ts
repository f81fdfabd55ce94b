import { describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import {
  SERVICE_TOKEN_HEADER,
  SERVICE_TOKEN_TTL_SECONDS,
  createServiceTokenIssuer,
  signAdminToken,
  signServiceToken,
  verifyServiceToken,
} from '../src/index.js';

const secret = 'service-secret-that-is-at-least-32-characters';
const key = new TextEncoder().encode(secret);
const now = () => Math.floor(Date.now() / 1000);

describe('service tokens', () => {
  it('round-trips caller, callee, an id and a 60-second expiry', async () => {
    const { token, claims } = await signServiceToken({ secret, issuer: 'catalog', audience: 'notify' });
    expect(SERVICE_TOKEN_TTL_SECONDS).toBe(60);
    expect(claims).toMatchObject({ iss: 'catalog', aud: 'notify' });
    expect(claims.jti).toMatch(/^[0-9a-f-]{36}$/);
    expect(claims.exp - now()).toBeGreaterThan(55);
    expect(claims.exp - now()).toBeLessThanOrEqual(60);
    expect(await verifyServiceToken(token, secret, 'notify')).toEqual(claims);
  });

  it('gives every token its own id', async () => {
    const first = await signServiceToken({ secret, issuer: 'catalog', audience: 'notify' });
    const second = await signServiceToken({ secret, issuer: 'catalog', audience: 'notify' });
    expect(first.claims.jti).not.toBe(second.claims.jti);
  });

  it('refuses a token for another service, another secret, an expired one and garbage', async () => {
    const { token } = await signServiceToken({ secret, issuer: 'catalog', audience: 'notify' });
    expect(await verifyServiceToken(token, secret, 'content')).toBeNull();
    expect(await verifyServiceToken(token, `${secret}-other`, 'notify')).toBeNull();
    const expired = await signServiceToken({ secret, issuer: 'catalog', audience: 'notify', ttlSeconds: -30 });
    expect(await verifyServiceToken(expired.token, secret, 'notify')).toBeNull();
    expect(await verifyServiceToken('not-a-token', secret, 'notify')).toBeNull();
    const [header, , signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ role: 'service', iss: 'catalog', aud: 'notify', jti: 'x', iat: now(), exp: now() + 60 })).toString('base64url');
    expect(await verifyServiceToken(`${header}.${forged}.${signature}`, secret, 'notify')).toBeNull();
  });

  it('refuses an admin token, even one signed with the service secret', async () => {
    const admin = await signAdminToken(secret);
    expect(await verifyServiceToken(admin.token, secret, 'notify')).toBeNull();
    expect(await verifyServiceToken(admin.token, secret, 'stallplan-admin')).toBeNull();
  });

  it('refuses a signed token without an id, with an unsigned algorithm or older than five minutes', async () => {
    const noId = await new SignJWT({ role: 'service' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('catalog')
      .setAudience('notify')
      .setIssuedAt()
      .setExpirationTime('1m')
      .sign(key);
    expect(await verifyServiceToken(noId, secret, 'notify')).toBeNull();
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url')}.${Buffer.from(JSON.stringify({ role: 'service', iss: 'catalog', aud: 'notify', jti: 'x', iat: now(), exp: now() + 60 })).toString('base64url')}.`;
    expect(await verifyServiceToken(unsigned, secret, 'notify')).toBeNull();
    const longLived = await new SignJWT({ role: 'service' })
      .setProtectedHeader({ alg: 'HS256' })
      .setJti('old')
      .setIssuer('catalog')
      .setAudience('notify')
      .setIssuedAt(now() - 600)
      .setExpirationTime(now() + 3600)
      .sign(key);
    expect(await verifyServiceToken(longLived, secret, 'notify')).toBeNull();
  });

  it('gives a caller a fresh token per call, in the service-token header', async () => {
    const issuer = createServiceTokenIssuer({ secret, issuer: 'quotes' });
    const first = await issuer.headersFor('catalog');
    const second = await issuer.headersFor('catalog');
    expect(Object.keys(first)).toEqual([SERVICE_TOKEN_HEADER]);
    const firstClaims = await verifyServiceToken(first[SERVICE_TOKEN_HEADER] ?? '', secret, 'catalog');
    const secondClaims = await verifyServiceToken(second[SERVICE_TOKEN_HEADER] ?? '', secret, 'catalog');
    expect(firstClaims?.iss).toBe('quotes');
    expect(firstClaims?.jti).not.toBe(secondClaims?.jti);
  });
});
