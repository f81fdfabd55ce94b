// The figures a benchmark hands to `npm run bench`: one JSON line per figure, appended to the file
// named by BENCH_RESULTS_FILE, which the launcher turns into one table at the end. Without the
// variable (a script run on its own) nothing is written and the script's own lines still show.
import { appendFileSync } from 'node:fs';

/** @param {{ bench: string, metric: string, value: number, unit: string, note?: string }} figure */
export function record({ bench, metric, value, unit, note }) {
  const file = process.env.BENCH_RESULTS_FILE;
  if (!file) return;
  // Synchronous, so a figure recorded just before the script exits is never lost.
  appendFileSync(file, `${JSON.stringify({ bench, metric, value, unit, ...(note ? { note } : {}) })}\n`);
}
