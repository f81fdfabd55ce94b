import type { Redis } from 'ioredis';
import { hashPlanToken, isPlanTokenShape, issuePlanToken } from './plan-token.js';

/** A sign-in link works once, within this many seconds. */
export const SIGN_IN_TTL_SECONDS = 900;
/** A My plans session lasts this long. */
export const SESSION_TTL_SECONDS = 7200;

const signInKey = (hash: string) => `plans:sign-in:${hash}`;
const sessionKey = (hash: string) => `plans:session:${hash}`;

/**
 * One-time sign-in links and My plans sessions, in Redis because they expire (FerretDB has no TTL
 * index). Only the tokens' hashes are keys; the value is the address they open.
 */
export function createPlanSessions(redis: Redis) {
  return {
    async issueSignIn(email: string): Promise<string> {
      const issued = issuePlanToken();
      await redis.set(signInKey(issued.hash), email, 'EX', SIGN_IN_TTL_SECONDS);
      return issued.token;
    },

    /** Uses a sign-in token (GETDEL: a second use finds nothing) and opens a session; null when it opens nothing. */
    async signIn(token: string, now = new Date()): Promise<{ session: string; email: string; expiresAt: string } | null> {
      if (!isPlanTokenShape(token)) return null;
      const email = await redis.getdel(signInKey(hashPlanToken(token)));
      if (!email) return null;
      const issued = issuePlanToken();
      await redis.set(sessionKey(issued.hash), email, 'EX', SESSION_TTL_SECONDS);
      return { session: issued.token, email, expiresAt: new Date(now.getTime() + SESSION_TTL_SECONDS * 1000).toISOString() };
    },

    /** The address a session opens, or null. */
    async emailOf(session: string): Promise<string | null> {
      if (!isPlanTokenShape(session)) return null;
      return redis.get(sessionKey(hashPlanToken(session)));
    },
  };
}
