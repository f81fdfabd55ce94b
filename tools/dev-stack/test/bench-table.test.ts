import { describe, expect, it } from 'vitest';
import { type BenchRow, formatBenchTable, formatBenchValue, parseBenchRows } from '../src/bench-table.js';

describe('formatBenchTable', () => {
  it('aligns every column and right-aligns the values', () => {
    const rows: BenchRow[] = [
      { bench: 'gateway-load', metric: 'blogs c=50 throughput', value: 1234, unit: 'req/s', note: 'GET /api/blogs, 5 s' },
      { bench: 'gateway-proxy', metric: 'gateway/direct throughput', value: 0.8312, unit: 'ratio' },
      { bench: 'idle-memory', metric: 'gateway RSS', value: 71.5, unit: 'MB', note: 'target < 150 MB: met' },
    ];
    expect(formatBenchTable(rows).split('\n')).toEqual([
      'bench         | metric                    | value | unit  | note',
      '--------------|---------------------------|-------|-------|---------------------',
      'gateway-load  | blogs c=50 throughput     |  1234 | req/s | GET /api/blogs, 5 s',
      'gateway-proxy | gateway/direct throughput |  0.83 | ratio |',
      'idle-memory   | gateway RSS               |  71.5 | MB    | target < 150 MB: met',
    ]);
  });

  it('prints only the headings when nothing was recorded', () => {
    expect(formatBenchTable([]).split('\n')).toEqual(['bench | metric | value | unit | note', '------|--------|-------|------|-----']);
  });
});

describe('formatBenchValue', () => {
  it('keeps whole numbers and rounds the rest to two decimals', () => {
    expect(formatBenchValue(2000)).toBe('2000');
    expect(formatBenchValue(0.1 + 0.2)).toBe('0.3');
    expect(formatBenchValue(12.345)).toBe('12.35');
  });
});

describe('parseBenchRows', () => {
  it('reads figures in order and counts the lines that are not figures', () => {
    const text = [
      '{"bench":"quote-pdf","metric":"throughput","value":72,"unit":"PDFs/min","note":"3 at a time"}',
      '',
      'a stray line',
      '{"bench":"quote-pdf","metric":"p50","value":"fast","unit":"ms"}',
      '{"bench":"quote-pdf","metric":"p95","value":900,"unit":"ms"}',
      '{"bench":"quote-pdf","metric":"p9',
    ].join('\n');
    expect(parseBenchRows(text)).toEqual({
      rows: [
        { bench: 'quote-pdf', metric: 'throughput', value: 72, unit: 'PDFs/min', note: '3 at a time' },
        { bench: 'quote-pdf', metric: 'p95', value: 900, unit: 'ms' },
      ],
      rejected: 3,
    });
  });
});
