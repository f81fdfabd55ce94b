/** Counts of tests that vitest reported across every run of one `npm test`. */
export interface TestTally {
  passed: number;
  failed: number;
  skipped: number;
}

// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[[0-9;]*m/g;

/**
 * Reads vitest's summary line, e.g. `Tests  1 failed | 22 passed | 2 skipped (25)`, possibly
 * prefixed by turbo with the workspace's name. Other lines give null.
 */
export function parseVitestSummary(line: string): TestTally | null {
  const plain = line.replace(ANSI, '');
  const match = /(?:^|\s|:)Tests\s+(.+?)\s+\(\d+\)\s*$/.exec(plain);
  if (!match?.[1]) return null;
  const tally: TestTally = { passed: 0, failed: 0, skipped: 0 };
  let recognised = false;
  for (const part of match[1].split('|')) {
    const count = /^\s*(\d+)\s+(passed|failed|skipped|todo)\s*$/.exec(part);
    if (!count?.[1] || !count[2]) continue;
    recognised = true;
    const n = Number(count[1]);
    if (count[2] === 'passed') tally.passed += n;
    else if (count[2] === 'failed') tally.failed += n;
    else tally.skipped += n;
  }
  return recognised ? tally : null;
}

export function addTally(total: TestTally, more: TestTally): void {
  total.passed += more.passed;
  total.failed += more.failed;
  total.skipped += more.skipped;
}
