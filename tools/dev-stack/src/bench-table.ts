/** One figure a benchmark recorded through bench/lib/report.mjs. */
export interface BenchRow {
  bench: string;
  metric: string;
  value: number;
  unit: string;
  note?: string;
}

export interface ParsedBenchRows {
  rows: BenchRow[];
  /** Lines that were not a figure (a script that printed into the file, a line cut short). */
  rejected: number;
}

function asBenchRow(parsed: unknown): BenchRow | null {
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { bench, metric, value, unit, note } = parsed as Record<string, unknown>;
  if (typeof bench !== 'string' || typeof metric !== 'string' || typeof unit !== 'string') return null;
  if (typeof value !== 'number' || !Number.isFinite(value)) return null;
  if (note !== undefined && typeof note !== 'string') return null;
  return { bench, metric, value, unit, ...(note ? { note } : {}) };
}

/** Reads the JSON-lines results file, in the order the figures were recorded. */
export function parseBenchRows(text: string): ParsedBenchRows {
  const rows: BenchRow[] = [];
  let rejected = 0;
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue;
    let row: BenchRow | null = null;
    try {
      row = asBenchRow(JSON.parse(line));
    } catch {
      // counted below
    }
    if (row) rows.push(row);
    else rejected += 1;
  }
  return { rows, rejected };
}

/** Whole numbers as they are, others to at most two decimals (1.5, 0.83), never `0.30000000000000004`. */
export function formatBenchValue(value: number): string {
  return Number.isInteger(value) ? String(value) : String(Number(value.toFixed(2)));
}

const HEADINGS = ['bench', 'metric', 'value', 'unit', 'note'] as const;

/** One aligned table, a row per figure; values are right-aligned so their digits line up. */
export function formatBenchTable(rows: readonly BenchRow[]): string {
  const cells = [[...HEADINGS], ...rows.map((row) => [row.bench, row.metric, formatBenchValue(row.value), row.unit, row.note ?? ''])];
  const widths = HEADINGS.map((_, column) => Math.max(...cells.map((line) => line[column]?.length ?? 0)));
  const valueColumn = HEADINGS.indexOf('value');
  const render = (line: string[]): string =>
    line
      .map((cell, column) => (column === valueColumn ? cell.padStart(widths[column] ?? 0) : cell.padEnd(widths[column] ?? 0)))
      .join(' | ')
      .trimEnd();
  const rule = widths.map((width) => '-'.repeat(width)).join('-|-');
  const [headings, ...body] = cells;
  return [render(headings ?? []), rule, ...body.map(render)].join('\n');
}
