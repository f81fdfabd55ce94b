import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// End to end: the built app, the gateway and every service as real processes, driven by Chromium.
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: [fileURLToPath(import.meta.resolve('@stallplan/dev-stack/vitest-global-setup'))],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
