import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { findFreePort } from '../src/find-free-port.js';
import { PortInUseError } from '../src/port-in-use-error.js';
import { startRedis } from '../src/start-redis.js';
import { embeddedServerStarter, whilePortHeld } from './embedded-server-kit.js';
import { isAlive } from './helpers.js';

describe('startRedis', () => {
  const start = embeddedServerStarter('redis', startRedis);

  async function withClient<T>(url: string, use: (client: Redis) => Promise<T>): Promise<T> {
    const client = new Redis(url, { maxRetriesPerRequest: 1 });
    try {
      return await use(client);
    } finally {
      client.disconnect();
    }
  }

  it('answers PING, and runs without eviction as BullMQ needs', async () => {
    const server = await start();
    expect(server.url).toBe(`redis://127.0.0.1:${server.port}`);
    expect(await withClient(server.url, (client) => client.ping())).toBe('PONG');
    const policy = await withClient(server.url, (client) => client.config('GET', 'maxmemory-policy'));
    expect(policy).toEqual(['maxmemory-policy', 'noeviction']);
  });

  it('keeps keys across a restart on the same data directory (append-only file)', async () => {
    const key = `devstack:persist:${randomBytes(4).toString('hex')}`;
    const first = await start();
    await withClient(first.url, (client) => client.set(key, 'stall 7B'));
    await first.stop();

    const second = await start();
    expect(await withClient(second.url, (client) => client.get(key))).toBe('stall 7B');
    await withClient(second.url, (client) => client.del(key));
  });

  it('leaves no process behind once stopped, and stopping twice is harmless', async () => {
    const server = await start();
    expect(isAlive(server.pid)).toBe(true);
    await Promise.all([server.stop(), server.stop()]);
    expect(() => process.kill(server.pid, 0)).toThrow();
  });

  it('refuses a port another process holds, naming it', async () => {
    const port = await findFreePort();
    await whilePortHeld(port, async () => {
      const attempt = start({ port });
      await expect(attempt).rejects.toBeInstanceOf(PortInUseError);
      await expect(attempt).rejects.toThrow(`Port ${port} (Redis) is already in use by another process`);
      await expect(attempt).rejects.toThrow('REDIS_URL');
    });
  });
});
