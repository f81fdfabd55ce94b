import { describe, expect, it } from 'vitest';
import { pdfRetentionNote } from './pdf-retention-note.js';

describe('pdfRetentionNote', () => {
  it('gives the day an unpinned PDF is removed, in India', () => {
    // 20:00 UTC on 24 Dec is already 25 Dec in India.
    expect(pdfRetentionNote({ pinned: false, pdfStatus: 'ready', pdfExpiresAt: '2026-12-24T20:00:00.000Z' })).toBe('PDF kept until Dec 25, 2026');
  });

  it('says a pinned PDF is kept, and a removed one is gone', () => {
    expect(pdfRetentionNote({ pinned: true, pdfStatus: 'ready', pdfExpiresAt: null })).toBe('Pinned: PDF kept');
    expect(pdfRetentionNote({ pinned: true, pdfStatus: 'expired', pdfExpiresAt: null })).toBe('PDF removed after the retention period');
    expect(pdfRetentionNote({ pinned: false, pdfStatus: 'expired', pdfExpiresAt: null })).toBe('PDF removed after the retention period');
  });

  it('says so when no PDF is stored yet', () => {
    expect(pdfRetentionNote({ pinned: false, pdfStatus: 'failed', pdfExpiresAt: null })).toBe('No PDF stored');
    expect(pdfRetentionNote({ pinned: true, pdfStatus: 'rendering', pdfExpiresAt: null })).toBe('Pinned');
  });
});
