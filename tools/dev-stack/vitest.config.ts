import { defineConfig } from 'vitest/config';

// This package starts its own infrastructure in each test, so it has no global setup.
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
