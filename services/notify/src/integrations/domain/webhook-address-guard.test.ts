import { describe, expect, it } from 'vitest';
import { isPublicAddress, vetWebhookTarget, WebhookTargetError, type WebhookTargetRules } from './webhook-address-guard.js';
// Shared with the delivery tests, which live in test/ as notify's I/O tests do.
import { fakeResolver, rejectionOf } from '../../../test/integrations/address-fakes.js';

function rules(table: Record<string, string[]> = {}, overrides: Partial<Omit<WebhookTargetRules, 'resolve'>> = {}) {
  const resolve = fakeResolver(table);
  return { resolve, allowedHosts: [], production: true, ...overrides } satisfies WebhookTargetRules;
}

async function refusal(promise: Promise<unknown>): Promise<WebhookTargetError> {
  const error = await rejectionOf(promise);
  expect(error).toBeInstanceOf(WebhookTargetError);
  return error as WebhookTargetError;
}

const refusedAddresses = [
  ['0.0.0.0', 'this host'],
  ['0.1.2.3', 'this network'],
  ['10.0.0.1', 'private'],
  ['100.64.0.1', 'carrier-grade NAT'],
  ['100.127.255.255', 'carrier-grade NAT, last'],
  ['127.0.0.1', 'loopback'],
  ['127.255.0.9', 'loopback, elsewhere in 127/8'],
  ['169.254.169.254', 'link-local (cloud metadata)'],
  ['172.16.0.1', 'private'],
  ['172.31.255.255', 'private, last'],
  ['192.0.0.8', 'IETF protocol assignments'],
  ['192.168.1.1', 'private'],
  ['198.18.0.1', 'benchmarking'],
  ['198.19.255.255', 'benchmarking, last'],
  ['224.0.0.1', 'multicast'],
  ['239.255.255.250', 'multicast, last block'],
  ['240.0.0.1', 'reserved'],
  ['255.255.255.255', 'broadcast'],
  ['::', 'IPv6 unspecified'],
  ['::1', 'IPv6 loopback'],
  ['0:0:0:0:0:0:0:1', 'IPv6 loopback spelled out'],
  ['::127.0.0.1', 'IPv4-compatible loopback'],
  ['fe80::1', 'IPv6 link-local'],
  ['febf:ffff::1', 'IPv6 link-local, last'],
  ['fe80::1%eth0', 'IPv6 link-local with a zone'],
  ['fc00::1', 'IPv6 unique-local'],
  ['fd12:3456:789a::1', 'IPv6 unique-local'],
  ['ff02::1', 'IPv6 multicast'],
  ['::ffff:127.0.0.1', 'IPv4-mapped loopback'],
  ['::ffff:7f00:1', 'IPv4-mapped loopback in hex'],
  ['::ffff:10.0.0.1', 'IPv4-mapped private'],
  ['::ffff:169.254.169.254', 'IPv4-mapped link-local'],
  ['64:ff9b::10.0.0.1', 'NAT64 of private'],
  ['64:ff9b::7f00:1', 'NAT64 of loopback'],
  ['64:ff9b::a9fe:a9fe', 'NAT64 of link-local'],
  ['::ffff:0:0', 'IPv4-mapped this host'],
  ['0:0:0:0:0:ffff:7f00:1', 'IPv4-mapped loopback spelled out'],
  ['::FFFF:A9FE:A9FE', 'IPv4-mapped link-local in upper case'],
  ['::ffff:100.64.0.1', 'IPv4-mapped carrier-grade NAT'],
  ['::ffff:0:10.0.0.1', 'IPv4-translated private'],
  ['::ffff:0:a9fe:a9fe', 'IPv4-translated link-local in hex'],
  ['::10.0.0.1', 'IPv4-compatible private'],
  ['::a9fe:a9fe', 'IPv4-compatible link-local in hex'],
  ['::8.8.8.8', 'IPv4-compatible, refused whatever it carries'],
  ['64:ff9b::169.254.169.254', 'NAT64 of link-local, dotted'],
  ['64:ff9b:0:0:0:0:c0a8:101', 'NAT64 of private spelled out'],
  ['64:ff9b::100.64.0.1', 'NAT64 of carrier-grade NAT'],
  ['64:ff9b:1::10.0.0.1', 'local-use NAT64 of private'],
  ['64:ff9b:1::7f00:1', 'local-use NAT64 of loopback'],
  ['64:ff9b:1:a9fe:a9:fe00::', 'local-use NAT64 /48 of link-local'],
  ['64:ff9b:1::8.8.8.8', 'local-use NAT64, refused whatever it carries'],
  ['2002:a9fe:a9fe::1', '6to4 of link-local'],
  ['2002:7f00:1::', '6to4 of loopback'],
  ['2002:0a00:0001:1234:0000:0000:0000:0001', '6to4 of private spelled out'],
  ['2002:c0a8:101::1', '6to4 of private'],
  ['2002:6440:1::1', '6to4 of carrier-grade NAT'],
  ['2002::1', '6to4 of this host'],
  ['2001:0:4136:e378:8000:63bf:80ff:fffe', 'Teredo, client loopback'],
  ['2001:0:4136:e378:8000:63bf:5601:5601', 'Teredo, client link-local'],
  ['2001:0:4136:e378::f5ff:fffe', 'Teredo, client private'],
  ['2001:0:a00:1:8000:63bf:3fff:fdd2', 'Teredo, server private'],
  ['2001:0:a9fe:a9fe:8000:63bf:3fff:fdd2', 'Teredo, server link-local'],
  ['2001::', 'Teredo of this host and broadcast'],
  ['not-an-address', 'no address at all'],
] as const;

const publicAddresses = [
  '8.8.8.8',
  '1.1.1.1',
  '9.255.255.255',
  '11.0.0.0',
  '100.63.255.255',
  '100.128.0.0',
  '126.255.255.255',
  '128.0.0.0',
  '169.253.255.255',
  '169.255.0.0',
  '172.15.255.255',
  '172.32.0.0',
  '192.0.1.1',
  '192.167.255.255',
  '192.169.0.0',
  '198.17.255.255',
  '198.20.0.0',
  '223.255.255.255',
  '2606:4700:4700::1111',
  '2001:4860:4860::8888',
  '::ffff:8.8.8.8',
  '64:ff9b::8.8.8.8',
  '::ffff:808:808',
  '::ffff:0:8.8.8.8',
  '64:ff9b::808:808',
  '64:ff9b:0:0:0:0:101:101',
  '2002:0808:0808::1',
  '2002:808:808:1:2:3:4:5',
  // Teredo as in RFC 4380: server 65.54.227.120, client 192.0.2.45.
  '2001:0:4136:e378:8000:63bf:3fff:fdd2',
  '2001:0:808:808::f7f7:f7f7',
];

describe('isPublicAddress', () => {
  it.each(refusedAddresses)('refuses %s (%s)', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(publicAddresses)('accepts %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});

describe('vetWebhookTarget', () => {
  it('gives the address to connect to for a public name, with the port and the TLS server name', async () => {
    const target = await vetWebhookTarget('https://hooks.example.com/in?x=1', rules({ 'hooks.example.com': ['93.184.216.34', '2606:2800:220:1::1'] }));
    expect(target).toMatchObject({ address: '93.184.216.34', family: 4, port: 443, servername: 'hooks.example.com' });
    expect(target.url.href).toBe('https://hooks.example.com/in?x=1');
    const ipv6 = await vetWebhookTarget('https://v6.example.com:8443/', rules({ 'v6.example.com': ['2606:2800:220:1::1'] }));
    expect(ipv6).toMatchObject({ address: '2606:2800:220:1::1', family: 6, port: 8443 });
  });

  it('connects to a public IP literal as written, without a lookup or a TLS server name', async () => {
    const given = rules();
    await expect(vetWebhookTarget('https://8.8.8.8/hook', given)).resolves.toMatchObject({ address: '8.8.8.8', family: 4, servername: undefined });
    await expect(vetWebhookTarget('https://[2606:4700:4700::1111]/', given)).resolves.toMatchObject({ address: '2606:4700:4700::1111', family: 6 });
    await expect(vetWebhookTarget('https://[2002:808:808::1]/', given)).resolves.toMatchObject({ address: '2002:808:808::1', family: 6 });
    expect(given.resolve.asked).toEqual([]);
  });

  it.each([
    ['https://10.0.0.1/hook', '10.0.0.1'],
    ['https://169.254.169.254/latest/meta-data/', '169.254.169.254'],
    ['https://[::1]/', '::1'],
    ['https://127.0.0.1/', '127.0.0.1'],
    ['https://2130706433/', '127.0.0.1'],
    ['https://0177.0.0.1/', '127.0.0.1'],
    ['https://0x7f000001/', '127.0.0.1'],
    ['https://127.1/', '127.0.0.1'],
    ['https://0xa9.0xfe.0xa9.0xfe/', '169.254.169.254'],
    ['https://[0:0:0:0:0:0:0:1]/', '::1'],
    ['https://[::ffff:127.0.0.1]/', '::ffff:7f00:1'],
    ['https://[64:ff9b::a9fe:a9fe]/', '64:ff9b::a9fe:a9fe'],
    ['https://[64:ff9b::10.0.0.1]/', '64:ff9b::a00:1'],
    ['https://[::ffff:0:127.0.0.1]/', '::ffff:0:7f00:1'],
    ['https://[2002:a9fe:a9fe::1]/', '2002:a9fe:a9fe::1'],
    ['https://[2001:0:4136:e378:8000:63bf:80ff:fffe]/', '2001:0:4136:e378:8000:63bf:80ff:fffe'],
  ])('refuses the IP literal in %s whatever its spelling', async (url, normalised) => {
    const given = rules();
    const error = await refusal(vetWebhookTarget(url, given));
    expect(error.message).toBe(`Webhook URL resolves to a private address (${normalised}); only public addresses can receive webhooks.`);
    expect(error.problem).toBe('refused');
    expect(given.resolve.asked).toEqual([]);
  });

  it.each([
    ['inside.example.com', ['10.0.0.1'], '10.0.0.1'],
    ['metadata.example.com', ['169.254.169.254'], '169.254.169.254'],
    ['six.example.com', ['::1'], '::1'],
    ['loop.example.com', ['127.0.0.1'], '127.0.0.1'],
    ['mapped.example.com', ['::ffff:169.254.169.254'], '::ffff:169.254.169.254'],
    ['six-to-four.example.com', ['2002:a9fe:a9fe::1'], '2002:a9fe:a9fe::1'],
    ['teredo.example.com', ['2001:0:4136:e378:8000:63bf:80ff:fffe'], '2001:0:4136:e378:8000:63bf:80ff:fffe'],
    ['mixed.example.com', ['93.184.216.34', '127.0.0.1'], '127.0.0.1'],
  ])('refuses %s, which resolves to %j', async (host, addresses, named) => {
    const given = rules({ [host]: addresses });
    const error = await refusal(vetWebhookTarget(`https://${host}/hook`, given));
    expect(error.message).toBe(`Webhook URL resolves to a private address (${named}); only public addresses can receive webhooks.`);
    expect(error.problem).toBe('refused');
    expect(given.resolve.asked).toEqual([host]);
  });

  it('refuses anything but https, and credentials in the URL', async () => {
    const given = rules({ 'hooks.example.com': ['93.184.216.34'] });
    const https = 'Webhook URL must be an https:// address.';
    expect((await refusal(vetWebhookTarget('http://hooks.example.com/', given))).message).toBe(https);
    expect((await refusal(vetWebhookTarget('ftp://hooks.example.com/', given))).message).toBe(https);
    expect((await refusal(vetWebhookTarget('https://user:secret@hooks.example.com/', given))).message).toBe(
      'Webhook URL must not carry a user name or password.',
    );
    expect((await refusal(vetWebhookTarget('https://:secret@hooks.example.com/', given))).message).toMatch(/user name or password/);
    expect((await refusal(vetWebhookTarget('not a url', given))).message).toBe('Webhook URL is not a valid address.');
    expect(given.resolve.asked).toEqual([]);
  });

  it('says a name that does not resolve is a DNS problem, which a later try may not have', async () => {
    const missing = await refusal(vetWebhookTarget('https://gone.example.com/', rules()));
    expect(missing).toMatchObject({ problem: 'dns', message: 'Webhook host gone.example.com could not be resolved (ENOTFOUND).' });
    const empty = await refusal(vetWebhookTarget('https://empty.example.com/', rules({ 'empty.example.com': [] })));
    expect(empty).toMatchObject({ problem: 'dns', message: 'Webhook host empty.example.com has no address.' });
  });

  describe('allowed hosts', () => {
    const development = { allowedHosts: ['127.0.0.1', 'LOCALHOST', '::1'], production: false };

    it('let development reach exactly the listed hosts, over http too', async () => {
      const given = rules({ localhost: ['127.0.0.1', '::1'] }, development);
      await expect(vetWebhookTarget('http://127.0.0.1:4010/hook', given)).resolves.toMatchObject({ address: '127.0.0.1', port: 4010, servername: undefined });
      await expect(vetWebhookTarget('http://localhost.:4010/hook', given)).resolves.toMatchObject({ address: '127.0.0.1', port: 4010 });
      await expect(vetWebhookTarget('https://[0::1]/hook', given)).resolves.toMatchObject({ address: '::1', family: 6, port: 443 });
    });

    it('do not open other hosts, nor names that resolve to an allowed address', async () => {
      const given = rules({ 'loop.example.com': ['127.0.0.1'] }, development);
      expect((await refusal(vetWebhookTarget('https://127.0.0.2/', given))).problem).toBe('refused');
      expect((await refusal(vetWebhookTarget('https://loop.example.com/', given))).message).toMatch(/private address \(127\.0\.0\.1\)/);
      expect((await refusal(vetWebhookTarget('http://loop.example.com/', given))).message).toBe('Webhook URL must be an https:// address.');
    });

    it('are ignored in production: 127.0.0.1 is refused outside development', async () => {
      const given = rules({ localhost: ['127.0.0.1'] }, { ...development, production: true });
      expect((await refusal(vetWebhookTarget('https://127.0.0.1:4010/', given))).message).toMatch(/private address \(127\.0\.0\.1\)/);
      expect((await refusal(vetWebhookTarget('https://localhost/', given))).message).toMatch(/private address \(127\.0\.0\.1\)/);
      expect((await refusal(vetWebhookTarget('http://127.0.0.1:4010/', given))).message).toBe('Webhook URL must be an https:// address.');
    });
  });

  it('names its error', () => {
    expect(new WebhookTargetError('x', 'refused').name).toBe('WebhookTargetError');
  });
});
