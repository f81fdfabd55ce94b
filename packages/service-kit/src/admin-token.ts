import { randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT, errors as joseErrors } from 'jose';

export const ADMIN_TOKEN_TTL_SECONDS = 12 * 60 * 60;
const ISSUER = 'stallplan-gateway';
const AUDIENCE = 'stallplan-admin';

export interface AdminTokenClaims {
  /** The token's id; logout puts it on the deny-list. */
  jti: string;
  /** Expiry, in seconds since the epoch. */
  exp: number;
}

function keyOf(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

export async function signAdminToken(secret: string, ttlSeconds: number = ADMIN_TOKEN_TTL_SECONDS): Promise<{ token: string; claims: AdminTokenClaims }> {
  const jti = randomUUID();
  const exp = Math.floor(Date.now() / 1000) + ttlSeconds;
  const token = await new SignJWT({ role: 'admin' })
    .setProtectedHeader({ alg: 'HS256' })
    .setJti(jti)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(exp)
    .sign(keyOf(secret));
  return { token, claims: { jti, exp } };
}

/** Checks signature, algorithm, audience and expiry; returns null for any token that fails. */
export async function verifyAdminToken(token: string, secret: string): Promise<AdminTokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
    });
    if (typeof payload.jti !== 'string' || typeof payload.exp !== 'number' || payload['role'] !== 'admin') {
      return null;
    }
    return { jti: payload.jti, exp: payload.exp };
  } catch (error) {
    if (error instanceof joseErrors.JOSEError || error instanceof TypeError) return null;
    throw error;
  }
}

/** The Redis key that marks a logged-out token until it expires; the gateway writes it, services with Redis read it too. */
export function adminRevocationKey(jti: string): string {
  return `gateway:admin:revoked:${jti}`;
}
