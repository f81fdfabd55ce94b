import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The whole stack as real processes: security probes, faults and contract fuzzing through the gateway.
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: [fileURLToPath(import.meta.resolve('@stallplan/dev-stack/vitest-global-setup'))],
    testTimeout: 120_000,
    hookTimeout: 180_000,
    fileParallelism: false,
  },
});
