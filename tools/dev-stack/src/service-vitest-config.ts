import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * The vitest config every service shares: tests in test/ and beside the code, with a real
 * FerretDB and Redis from the global setup (slow to start, hence the long hook timeout).
 */
export const serviceVitestConfig = defineConfig({
  test: {
    globalSetup: [fileURLToPath(new URL('./vitest-global-setup.js', import.meta.url))],
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
