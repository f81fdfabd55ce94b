import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ConfigError, createServer, loadConfig, parseTrustedProxies, trustedProxiesConfigShape } from '../src/index.js';

const schema = z.object(trustedProxiesConfigShape);

async function clientAddressSeen(trustedProxies: readonly string[] | undefined, remoteAddress: string, forwardedFor?: string): Promise<string> {
  const app = createServer({ service: 'kit-test', logger: false, ...(trustedProxies ? { trustedProxies } : {}) });
  app.get('/ip', async (request) => ({ ip: request.ip }));
  const res = await app.inject({ method: 'GET', url: '/ip', remoteAddress, headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {} });
  await app.close();
  return res.json().ip as string;
}

describe('TRUSTED_PROXIES', () => {
  it('defaults to loopback, where the dev stack runs the gateway', () => {
    expect(loadConfig('kit', schema, {}).TRUSTED_PROXIES).toEqual(['127.0.0.1', '::1']);
  });

  it('reads addresses and CIDR ranges of both families, or none', () => {
    expect(parseTrustedProxies(' 10.0.0.0/8, 192.0.2.1 ,fd00::/8,::1')).toEqual(['10.0.0.0/8', '192.0.2.1', 'fd00::/8', '::1']);
    expect(parseTrustedProxies('none')).toEqual([]);
  });

  it('stops start-up naming each entry that is not an address', () => {
    let error: unknown;
    try {
      loadConfig('catalog', schema, { TRUSTED_PROXIES: 'gateway, 10.0.0.0/33, 1.2.3.4/8/1' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as ConfigError).message;
    expect(message).toContain('TRUSTED_PROXIES: "gateway" is not an IP address or a CIDR range');
    expect(message).toContain('"10.0.0.0/33" has a prefix length that is not 0 to 32');
    expect(message).toContain('"1.2.3.4/8/1" is not an IP address');
    expect(() => parseTrustedProxies(' , ')).toThrow(/at least one address/);
  });
});

describe('the client address a service sees', () => {
  it('is the forwarded one when the gateway (a trusted peer) sends it', async () => {
    expect(await clientAddressSeen(['10.0.0.0/8'], '10.1.2.3', '203.0.113.9')).toBe('203.0.113.9');
    expect(await clientAddressSeen(undefined, '127.0.0.1', '203.0.113.9')).toBe('203.0.113.9');
  });

  it('is the peer itself when anyone else forges X-Forwarded-For', async () => {
    expect(await clientAddressSeen(['10.0.0.0/8'], '198.51.100.7', '203.0.113.9')).toBe('198.51.100.7');
    expect(await clientAddressSeen(undefined, '198.51.100.7', '203.0.113.9')).toBe('198.51.100.7');
    expect(await clientAddressSeen([], '127.0.0.1', '203.0.113.9')).toBe('127.0.0.1');
  });

  it('skips only trusted hops of a forwarded chain, so a client cannot slip an address in front', async () => {
    expect(await clientAddressSeen(['10.0.0.0/8'], '10.1.2.3', '203.0.113.66, 198.51.100.7')).toBe('198.51.100.7');
  });
});
