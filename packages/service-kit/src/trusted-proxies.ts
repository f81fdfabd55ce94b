import { isIP } from 'node:net';
import { z } from 'zod';

/** Loopback, where the dev stack's gateway runs beside the services. */
export const DEFAULT_TRUSTED_PROXIES = '127.0.0.1,::1';

/** Says "trust no forwarded address at all". */
const NONE = 'none';

/** Why one entry cannot be used, or null when it is an address or a CIDR range. */
function problemWith(entry: string): string | null {
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return `"${entry}" is not an IP address or a CIDR range`;
  if (prefix === undefined) return null;
  const bits = family === 4 ? 32 : 128;
  if (!/^\d{1,3}$/.test(prefix) || Number(prefix) > bits) return `"${entry}" has a prefix length that is not 0 to ${bits}`;
  return null;
}

/**
 * Reads TRUSTED_PROXIES: comma-separated addresses and CIDR ranges of the gateway (the only peers
 * whose X-Forwarded-For is believed), or `none`. Throws with a sentence naming each bad entry.
 */
export function parseTrustedProxies(text: string): string[] {
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry.length > 0);
  if (entries.length === 1 && entries[0]?.toLowerCase() === NONE) return [];
  if (entries.length === 0) throw new Error('must name at least one address, or be "none"');
  const problems = entries.map(problemWith).filter((problem): problem is string => problem !== null);
  if (problems.length > 0) throw new Error(problems.join('; '));
  return entries;
}

/**
 * TRUSTED_PROXIES as a config setting: comma-separated IPs or CIDRs, or `none`, parsed into the
 * list Fastify's trustProxy takes (empty: trust no one). Each process names its own default.
 */
export function trustedProxiesSetting(defaultText: string) {
  return z
    .string()
    .default(defaultText)
    .transform((text, context) => {
      try {
        return parseTrustedProxies(text);
      } catch (error) {
        context.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    });
}

export const trustedProxiesConfigShape = {
  /**
   * The gateway's addresses (comma-separated IPs or CIDRs, or `none`): X-Forwarded-For is the
   * client's address only on requests from these; from anyone else the peer's own address counts.
   */
  TRUSTED_PROXIES: trustedProxiesSetting(DEFAULT_TRUSTED_PROXIES),
};
