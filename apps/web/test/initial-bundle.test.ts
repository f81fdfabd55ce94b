import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { initialScripts } from './initial-scripts.js';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
/** The budget for the first visit: every script the planner's page loads before it is usable. */
const BUDGET_GZIP_BYTES = 200 * 1024;

describe('the built app', () => {
  it('loads the planner with under 200 kB of gzipped JavaScript', () => {
    expect(existsSync(`${dist}index.html`), 'run `vite build` first (turbo does, before test)').toBe(true);
    const scripts = initialScripts(readFileSync(`${dist}index.html`, 'utf8'));
    expect(scripts.length).toBeGreaterThan(0);
    const gzipped = scripts.reduce((sum, path) => sum + gzipSync(readFileSync(`${dist}${path}`)).length, 0);
    console.info(`initial JavaScript: ${(gzipped / 1024).toFixed(1)} kB gzip in ${scripts.length} file(s)`);
    expect(gzipped).toBeLessThan(BUDGET_GZIP_BYTES);
  });
});
