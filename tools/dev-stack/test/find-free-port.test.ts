import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { findFreePort } from '../src/find-free-port.js';

describe('findFreePort', () => {
  it('gives a port below the ephemeral range that can be listened on', async () => {
    const [low] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/).map(Number);
    const ports = await Promise.all(Array.from({ length: 20 }, () => findFreePort()));
    for (const port of ports) {
      expect(port).toBeGreaterThanOrEqual(20_000);
      expect(port).toBeLessThan(low!);
    }
    const server = createServer();
    await new Promise<void>((resolve) => server.listen({ port: ports[0], host: '127.0.0.1' }, resolve));
    await new Promise((resolve) => server.close(resolve));
  });
});
