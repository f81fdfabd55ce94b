import { TOO_MANY_QUOTE_LOOKUPS_MESSAGE } from '@stallplan/contracts';
import type { RateLimit } from '@stallplan/service-kit';

/** Lookups by number a client may make in ten minutes without a credential: plenty for a person, far too few to guess with. */
export const QUOTE_LOOKUPS_PER_TEN_MINUTES = 60;

export function quoteLookupLimit(ip: string): RateLimit {
  return { key: `quote-lookup:${ip}`, limit: QUOTE_LOOKUPS_PER_TEN_MINUTES, windowMs: 10 * 60_000, message: TOO_MANY_QUOTE_LOOKUPS_MESSAGE };
}
