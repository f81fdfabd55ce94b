import { describe, expect, it } from 'vitest';
import { timestampedFileName } from './download-file.js';

describe('timestampedFileName', () => {
  it('stamps the name with the local date and time', () => {
    expect(timestampedFileName('stallplan-quote', 'pdf', new Date(2026, 10, 23, 9, 5, 7))).toBe('stallplan-quote-2026-11-23-090507.pdf');
  });
});
