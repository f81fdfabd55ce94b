import { describe, expect, it } from 'vitest';
import { revealNextBatch, showMoreLabel, shownCountText, VENDOR_BATCH, vendorBatchView } from './vendor-batches.js';

describe('vendor batches', () => {
  it('shows the best 12 of 50 at first, with 38 more to reveal 12 at a time', () => {
    expect(VENDOR_BATCH).toBe(12);
    const first = vendorBatchView(50);
    expect(first).toEqual({ shown: 12, hidden: 38, next: 12 });
    expect(showMoreLabel(first)).toBe('Show 12 more of 38 vendors');
    expect(shownCountText(first)).toBe('Showing 12 of 50 vendors');
  });

  it('reveals 12 more per press and stops at the last match', () => {
    const counts: number[] = [];
    let revealed = VENDOR_BATCH;
    while (vendorBatchView(50, revealed).hidden > 0) {
      revealed = revealNextBatch(50, revealed);
      counts.push(revealed);
    }
    expect(counts).toEqual([24, 36, 48, 50]);
    expect(showMoreLabel(vendorBatchView(50, 48))).toBe('Show the last 2 vendors');
    expect(showMoreLabel(vendorBatchView(13, 12))).toBe('Show the last vendor');
    expect(vendorBatchView(50, 50)).toEqual({ shown: 50, hidden: 0, next: 0 });
    expect(shownCountText(vendorBatchView(50, 50))).toBe('50 vendors found');
  });

  it('needs no button for 12 matches or fewer', () => {
    expect(vendorBatchView(12)).toEqual({ shown: 12, hidden: 0, next: 0 });
    expect(vendorBatchView(5)).toEqual({ shown: 5, hidden: 0, next: 0 });
    expect(shownCountText(vendorBatchView(1))).toBe('1 vendor found');
    expect(vendorBatchView(0)).toEqual({ shown: 0, hidden: 0, next: 0 });
  });
});
