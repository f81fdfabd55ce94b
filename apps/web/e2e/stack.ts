import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { createConsoleLog, forgetRateLimits, SERVICE_NAMES, startStack, type StackHandle } from '@stallplan/dev-stack';
import type {} from '@stallplan/dev-stack/test-infra';

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
    // E2E_STACK_LOGS=1 prints every process's log, to see why a call failed.
    ...(process.env.E2E_STACK_LOGS === '1' ? { log: createConsoleLog() } : { quiet: true }),
  });
  return {
    ...stack,
    cleanup: async () => {
      await stack.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
