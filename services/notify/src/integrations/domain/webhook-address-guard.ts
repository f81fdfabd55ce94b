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

/**
 * IPv6: unspecified, loopback and the deprecated IPv4-compatible form (all of ::/96, whatever IPv4
 * address it carries), link-local, unique-local, multicast; and NAT64's local-use 64:ff9b:1::/48
 * (RFC 8215). Inside that /48 an operator picks a prefix of /48 to /96, and RFC 6052 section 2.2 puts
 * the IPv4 address in different bits for each length; the address does not say which was picked, so
 * reading only the last 32 bits (right for a /96) could miss a private address carried elsewhere.
 * Only a local translator routes the range, so it is refused whole.
 */
const REFUSED_IPV6: ReadonlyArray<readonly [string, number]> = [
  ['::', 96],
  ['64:ff9b:1::', 48],
  ['fe80::', 10],
  ['fc00::', 7],
  ['ff00::', 8],
];

function blockListOf(ranges: ReadonlyArray<readonly [string, number]>, type: 'ipv4' | 'ipv6'): BlockList {
  const list = new BlockList();
  for (const [network, prefix] of ranges) list.addSubnet(network, prefix, type);
  return list;
}

const refusedIpv4 = blockListOf(REFUSED_IPV4, 'ipv4');
const refusedIpv6 = blockListOf(REFUSED_IPV6, 'ipv6');

/** An IPv6 address as its eight 16-bit groups. */
type Ipv6Groups = readonly [number, number, number, number, number, number, number, number];

/**
 * The groups of a valid IPv6 address (no zone id), or null if it cannot be read. The URL parser
 * turns every spelling (zero-compressed, dotted-quad tail, upper case) into compressed hex, which
 * leaves only the `::` to expand.
 */
function ipv6GroupsOf(address: string): Ipv6Groups | null {
  let canonical: string;
  try {
    canonical = new URL(`http://[${address}]`).hostname.slice(1, -1);
  } catch {
    return null;
  }
  const [head, tail] = canonical.split('::') as [string, string?];
  const before = hexGroupsIn(head);
  const after = hexGroupsIn(tail);
  const compressed = tail === undefined ? 0 : Math.max(0, 8 - before.length - after.length);
  const groups = [...before, ...new Array<number>(compressed).fill(0), ...after];
  return groups.length === 8 ? (groups as unknown as Ipv6Groups) : null;
}

function hexGroupsIn(part: string | undefined): number[] {
  return part ? part.split(':').map((group) => Number.parseInt(group, 16)) : [];
}

/** The IPv4 address held in two 16-bit groups, in dotted decimal. */
function ipv4From(high: number, low: number): string {
  return `${high >> 8}.${high & 0xff}.${low >> 8}.${low & 0xff}`;
}

function inLastThirtyTwoBits(groups: Ipv6Groups): string[] {
  return [ipv4From(groups[6], groups[7])];
}

/** 6to4 (RFC 3056): the site's IPv4 address is bits 16 to 47. */
function inSixToFourPrefix(groups: Ipv6Groups): string[] {
  return [ipv4From(groups[1], groups[2])];
}

/** Teredo (RFC 4380): the server's IPv4 address is bits 32 to 63; the client's is the last 32 bits, inverted. */
function inTeredoServerAndClient(groups: Ipv6Groups): string[] {
  return [ipv4From(groups[2], groups[3]), ipv4From(groups[6] ^ 0xffff, groups[7] ^ 0xffff)];
}

interface Ipv4Embedding {
  range: BlockList;
  carried: (groups: Ipv6Groups) => string[];
}

/**
 * IPv6 ranges whose addresses lead to an IPv4 address they carry (a gateway or tunnel delivers to
 * it), so a private IPv4 address must not get through in one of them. ::/96 and 64:ff9b:1::/48 are
 * refused whole above.
 */
const IPV4_EMBEDDINGS: readonly Ipv4Embedding[] = [
  // IPv4-mapped (RFC 4291) and IPv4-translated (RFC 2765).
  { range: blockListOf([['::ffff:0:0', 96]], 'ipv6'), carried: inLastThirtyTwoBits },
  { range: blockListOf([['::ffff:0:0:0', 96]], 'ipv6'), carried: inLastThirtyTwoBits },
  // NAT64 well-known prefix (RFC 6052).
  { range: blockListOf([['64:ff9b::', 96]], 'ipv6'), carried: inLastThirtyTwoBits },
  { range: blockListOf([['2002::', 16]], 'ipv6'), carried: inSixToFourPrefix },
  { range: blockListOf([['2001::', 32]], 'ipv6'), carried: inTeredoServerAndClient },
];

/** Every IPv4 address an IPv6 address carries, or null if it cannot be read. */
function ipv4AddressesCarriedBy(address: string): string[] | null {
  const embeddings = IPV4_EMBEDDINGS.filter(({ range }) => range.check(address, 'ipv6'));
  if (embeddings.length === 0) return [];
  const groups = ipv6GroupsOf(address);
  return groups && embeddings.flatMap(({ carried }) => carried(groups));
}

function isPublicIpv6(address: string): boolean {
  if (refusedIpv6.check(address, 'ipv6')) return false;
  // Unreadable is refused: an address that cannot be checked must not be reached.
  const carried = ipv4AddressesCarriedBy(address);
  return carried !== null && carried.every((ipv4) => !refusedIpv4.check(ipv4, 'ipv4'));
}

/** Whether an address (any spelling `isIP` accepts) may receive webhooks. */
export function isPublicAddress(address: string): boolean {
  // A zone id (`fe80::1%eth0`) makes BlockList answer "not listed": check the address without it.
  const bare = address.split('%', 1)[0]!;
  const family = isIP(bare);
  if (family === 4) return !refusedIpv4.check(bare, 'ipv4');
  if (family === 6) return isPublicIpv6(bare);
  return false;
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
