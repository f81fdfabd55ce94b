import { randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT, errors as joseErrors } from 'jose';

/** The header a service-to-service call carries its token in; never the admin token's header, so the two cannot be mistaken. */
export const SERVICE_TOKEN_HEADER = 'x-service-token';

/** Long enough for one call and its retries, short enough that a leaked token is soon useless. */
export const SERVICE_TOKEN_TTL_SECONDS = 60;

/** A token that claims to live longer than this was not minted by a StallPlan service, whatever it says. */
const MAX_TOKEN_AGE_SECONDS = 5 * 60;

/** Clocks of two hosts may differ a little. */
const CLOCK_TOLERANCE_SECONDS = 5;

const ROLE = 'service';

export interface ServiceTokenClaims {
  /** The calling service. */
  iss: string;
  /** The service called. */
  aud: string;
  jti: string;
  exp: number;
  /** Whom the call is made for, when the caller vouches for one (the gateway: an integrator's key id). */
  sub?: string;
  /** The scopes of the key named in `sub`, when the gateway vouches for one. */
  scopes?: string[];
}

function keyOf(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

export interface SignServiceTokenOptions {
  secret: string;
  /** The calling service, e.g. `catalog`. */
  issuer: string;
  /** The service called, e.g. `notify`. */
  audience: string;
  /** Whom the call is made for; the receiver checks it against what the request names. */
  subject?: string;
  /** The subject's scopes (an integrator's key's), for a receiver that answers more to some. */
  scopes?: readonly string[];
  ttlSeconds?: number;
}

export async function signServiceToken(options: SignServiceTokenOptions): Promise<{ token: string; claims: ServiceTokenClaims }> {
  const jti = randomUUID();
  const exp = Math.floor(Date.now() / 1000) + (options.ttlSeconds ?? SERVICE_TOKEN_TTL_SECONDS);
  const jwt = new SignJWT({ role: ROLE, ...(options.scopes !== undefined ? { scopes: [...options.scopes] } : {}) })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setJti(jti)
    .setIssuer(options.issuer)
    .setAudience(options.audience)
    .setIssuedAt()
    .setExpirationTime(exp);
  if (options.subject !== undefined) jwt.setSubject(options.subject);
  const token = await jwt.sign(keyOf(options.secret));
  return {
    token,
    claims: {
      iss: options.issuer,
      aud: options.audience,
      jti,
      exp,
      ...(options.subject !== undefined ? { sub: options.subject } : {}),
      ...(options.scopes !== undefined ? { scopes: [...options.scopes] } : {}),
    },
  };
}

/**
 * Checks signature, algorithm, audience (this service), expiry and age; returns null for any
 * token that fails, including an admin token (another secret, another audience).
 */
export async function verifyServiceToken(token: string, secret: string, audience: string): Promise<ServiceTokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), {
      algorithms: ['HS256'],
      audience,
      requiredClaims: ['iss', 'jti', 'iat', 'exp'],
      maxTokenAge: MAX_TOKEN_AGE_SECONDS,
      clockTolerance: CLOCK_TOLERANCE_SECONDS,
    });
    if (payload['role'] !== ROLE || typeof payload.iss !== 'string' || typeof payload.jti !== 'string' || typeof payload.exp !== 'number') {
      return null;
    }
    const scopes = payload['scopes'];
    return {
      iss: payload.iss,
      aud: audience,
      jti: payload.jti,
      exp: payload.exp,
      ...(typeof payload.sub === 'string' ? { sub: payload.sub } : {}),
      ...(Array.isArray(scopes) && scopes.every((scope) => typeof scope === 'string') ? { scopes: scopes } : {}),
    };
  } catch (error) {
    if (error instanceof joseErrors.JOSEError || error instanceof TypeError) return null;
    throw error;
  }
}

/** What a calling service holds: a fresh token for each call, as the header to send. */
export interface ServiceTokenIssuer {
  headersFor(audience: string): Promise<Record<string, string>>;
}

/**
 * Mints a token per call: signing HS256 costs microseconds, and a token per call means no cache
 * that could hand out one about to expire.
 */
export function createServiceTokenIssuer(options: { secret: string; issuer: string }): ServiceTokenIssuer {
  return {
    async headersFor(audience) {
      const { token } = await signServiceToken({ secret: options.secret, issuer: options.issuer, audience });
      return { [SERVICE_TOKEN_HEADER]: token };
    },
  };
}
