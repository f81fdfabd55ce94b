import { defineConfig } from 'vitest/config';

// Unit tests of the web app's pure helpers; the browser is driven by the end-to-end suite.
export default defineConfig({ test: { include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.ts'], passWithNoTests: false } });
