import { BlockList, isIP } from 'node:net';

/**
 * Decides whether a webhook may be delivered to a URL, on the addresses its host resolves to at
 * delivery time (a name can be pointed elsewhere after it was registered). The caller connects to
 * the vetted address, so no second lookup can answer differently. See docs/integrations.md#webhook-targets.
 */

export interface ResolvedAddress {
  address: string;
  family: number;
}

/** Resolves a host name to every address it has (the real one is `dns.lookup` with `all: true`). */
export type ResolveHost = (host: string) => Promise<ResolvedAddress[]>;

export interface WebhookTargetRules {
  resolve: ResolveHost;
  /** Hosts (exact names or IPs) that may be reached over http or https whatever their address; ignored in production. */
  allowedHosts: readonly string[];
  production: boolean;
}

export interface VettedWebhookTarget {
  url: URL;
  /** The address to connect to: checked, and the only one used. */
  address: string;
  family: 4 | 6;
  port: number;
  /** The host name for TLS (SNI and the certificate check); absent when the URL names an IP. */
  servername: string | undefined;
}

/** Why a target was refused: `refused` will not change by trying again; `dns` may. */
export type WebhookTargetProblem = 'refused' | 'dns';

export class WebhookTargetError extends Error {
  override name = 'WebhookTargetError';
  constructor(
    message: string,
    readonly problem: WebhookTargetProblem,
  ) {
    super(message);
  }
}

/** IPv4 ranges no webhook may reach: this host, private networks, CGNAT, loopback, link-local, protocol and benchmark ranges, multicast, reserved, broadcast. */
const REFUSED_IPV4: ReadonlyArray<readonly [string, number]> = [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  // 240/4 holds 255.255.255.255, the broadcast address.
  ['240.0.0.0', 4],
];

/** IPv6: unspecified, loopback and the deprecated IPv4-compatible forms (::/96), link-local, unique-local, multicast. */
const REFUSED_IPV6: ReadonlyArray<readonly [string, number]> = [
  ['::', 96],
  ['fe80::', 10],
  ['fc00::', 7],
  ['ff00::', 8],
];

/** Prefixes that embed an IPv4 address in their last 32 bits: IPv4-mapped, and NAT64 (which a gateway turns into the IPv4 address). */
const IPV4_EMBEDDING_PREFIXES = ['::ffff:', '64:ff9b::'];

const refused = new BlockList();
for (const [network, prefix] of REFUSED_IPV4) {
  refused.addSubnet(network, prefix, 'ipv4');
  for (const embedding of IPV4_EMBEDDING_PREFIXES) refused.addSubnet(`${embedding}${network}`, 96 + prefix, 'ipv6');
}
for (const [network, prefix] of REFUSED_IPV6) refused.addSubnet(network, prefix, 'ipv6');

/** Whether an address (any spelling `isIP` accepts) may receive webhooks. */
export function isPublicAddress(address: string): boolean {
  // A zone id (`fe80::1%eth0`) makes BlockList answer "not listed": check the address without it.
  const bare = address.split('%', 1)[0]!;
  const family = isIP(bare);
  if (family === 0) return false;
  return !refused.check(bare, family === 4 ? 'ipv4' : 'ipv6');
}

/** Lower case, without the brackets of an IPv6 literal or a trailing dot, so `LOCALHOST.` and `localhost` compare equal. */
function normaliseHost(host: string): string {
  const lower = host.trim().toLowerCase();
  const unbracketed = lower.startsWith('[') && lower.endsWith(']') ? lower.slice(1, -1) : lower;
  return unbracketed.endsWith('.') ? unbracketed.slice(0, -1) : unbracketed;
}

function isAllowedHost(host: string, rules: WebhookTargetRules): boolean {
  if (rules.production) return false;
  return rules.allowedHosts.some((allowed) => {
    const normalised = normaliseHost(allowed);
    // An allowed IP literal is compared in URL's own spelling, so `::1` and `0:0::1` are one host.
    return normalised === host || (isIP(normalised) === 6 && isIP(host) === 6 && new URL(`http://[${normalised}]`).hostname === `[${host}]`);
  });
}

async function addressesOf(host: string, resolve: ResolveHost): Promise<ResolvedAddress[]> {
  if (isIP(host) !== 0) return [{ address: host, family: isIP(host) }];
  let addresses: ResolvedAddress[];
  try {
    addresses = await resolve(host);
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    throw new WebhookTargetError(`Webhook host ${host} could not be resolved${typeof code === 'string' ? ` (${code})` : ''}.`, 'dns');
  }
  if (addresses.length === 0) throw new WebhookTargetError(`Webhook host ${host} has no address.`, 'dns');
  return addresses;
}

/**
 * The address a delivery may connect to, or a `WebhookTargetError` saying why not. A name is
 * refused when ANY of its addresses is refused: the connection could otherwise land on that one.
 * URL parsing has already turned decimal, hex and octal IPv4 spellings into dotted decimal.
 */
export async function vetWebhookTarget(target: string | URL, rules: WebhookTargetRules): Promise<VettedWebhookTarget> {
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    throw new WebhookTargetError('Webhook URL is not a valid address.', 'refused');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new WebhookTargetError('Webhook URL must be an https:// address.', 'refused');
  if (url.username || url.password) throw new WebhookTargetError('Webhook URL must not carry a user name or password.', 'refused');

  const host = normaliseHost(url.hostname);
  const allowed = isAllowedHost(host, rules);
  if (url.protocol === 'http:' && !allowed) throw new WebhookTargetError('Webhook URL must be an https:// address.', 'refused');

  const addresses = await addressesOf(host, rules.resolve);
  for (const { address } of addresses) {
    if (!allowed && !isPublicAddress(address)) {
      throw new WebhookTargetError(`Webhook URL resolves to a private address (${address}); only public addresses can receive webhooks.`, 'refused');
    }
  }
  const chosen = addresses.find(({ address }) => isIP(address) !== 0);
  if (!chosen) throw new WebhookTargetError(`Webhook host ${host} has no usable address.`, 'dns');

  return {
    url,
    address: chosen.address,
    family: isIP(chosen.address) === 6 ? 6 : 4,
    port: url.port ? Number(url.port) : url.protocol === 'https:' ? 443 : 80,
    servername: isIP(host) === 0 ? host : undefined,
  };
}
