import { describe, expect, it } from 'vitest';
import { parseVitestSummary } from '../src/test-tally.js';

describe('parseVitestSummary', () => {
  it('reads a plain vitest summary', () => {
    expect(parseVitestSummary('      Tests  24 passed (24)')).toEqual({ passed: 24, failed: 0, skipped: 0 });
  });

  it('reads failures and skips behind turbo prefixes and colours', () => {
    const line =
      '@stallplan/gateway:test: \u001b[2m      Tests \u001b[22m \u001b[1m\u001b[31m1 failed\u001b[39m\u001b[22m\u001b[2m | \u001b[22m\u001b[1m\u001b[32m21 passed\u001b[39m\u001b[22m | 2 skipped\u001b[90m (24)\u001b[39m';
    expect(parseVitestSummary(line)).toEqual({ passed: 21, failed: 1, skipped: 2 });
  });

  it('ignores other lines, including the test-file summary', () => {
    expect(parseVitestSummary(' Test Files  5 passed (5)')).toBeNull();
    expect(parseVitestSummary('tests are fun')).toBeNull();
  });
});
