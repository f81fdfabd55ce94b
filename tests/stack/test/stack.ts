import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { forgetRateLimits, SERVICE_NAMES, startStack, type StackHandle, type StartStackOptions } from '@stallplan/dev-stack';
import type {} from '@stallplan/dev-stack/test-infra';

/** blobDir: where the stack keeps uploaded images and PDFs (BLOB_STORE=files, one folder a bucket). */
export type TestStack = StackHandle & { blobDir: string; cleanup(): Promise<void> };

/**
 * The whole product on free ports. By default against the run's shared FerretDB and Redis; with
 * `ownInfra`, with a FerretDB and a Redis of its own that a test may stop and start.
 */
export async function startTestStack(options: { ownInfra?: boolean } & Pick<StartStackOptions, 'env' | 'log'> = {}): Promise<TestStack> {
  const dataDir = await mkdtemp(join(tmpdir(), 'stallplan-stack-'));
  const shared = !options.ownInfra;
  if (shared) await forgetRateLimits(inject('redisUrl'));
  const stack = await startStack({
    dataDir,
    gatewayPort: 0,
    servicePorts: Object.fromEntries(SERVICE_NAMES.map((name) => [name, 0])),
    ...(shared ? { mongoUrl: inject('mongoUrl'), redisUrl: inject('redisUrl') } : { ferretDbPort: 0, redisPort: 0, ferretDbBin: inject('ferretdbBin') }),
    // `npm test` exports the shared URLs to every step; a stack of its own must not pick them up.
    env: { ...(shared ? {} : { MONGO_URL: undefined, REDIS_URL: undefined }), ...options.env },
    // Silent unless the test reads the processes' output.
    ...(options.log ? { log: options.log } : { quiet: true }),
  });
  return {
    ...stack,
    blobDir: join(dataDir, 'blobs'),
    cleanup: async () => {
      await stack.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
