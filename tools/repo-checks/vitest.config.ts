import { defineConfig } from 'vitest/config';

// Checks read files and import config schemas; they need no database, Redis or browser.
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
  },
});
