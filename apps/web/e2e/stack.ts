import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { inject } from 'vitest';
import { SERVICE_NAMES, startStack, type StackHandle } from '@stallplan/dev-stack';
import type {} from '@stallplan/dev-stack/test-infra';

/**
 * Every file of the suite runs against the same Redis, from the same address, so the rate
 * limits of one file's logins and forms would otherwise refuse the next file's.
 */
async function forgetRateLimits(redisUrl: string): Promise<void> {
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    for await (const keys of redis.scanStream({ match: '*rate-limit:*', count: 500 }) as AsyncIterable<string[]>) {
      if (keys.length > 0) await redis.del(...keys);
    }
  } finally {
    redis.disconnect();
  }
}

/** The whole product on free ports, against the test run's FerretDB and Redis. */
export async function startTestStack(): Promise<StackHandle & { cleanup(): Promise<void> }> {
  await forgetRateLimits(inject('redisUrl'));
  const dataDir = await mkdtemp(join(tmpdir(), 'stallplan-e2e-'));
  const stack = await startStack({
    dataDir,
    gatewayPort: 0,
    servicePorts: Object.fromEntries(SERVICE_NAMES.map((name) => [name, 0])),
    mongoUrl: inject('mongoUrl'),
    redisUrl: inject('redisUrl'),
    quiet: true,
  });
  return {
    ...stack,
    cleanup: async () => {
      await stack.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
