/** How many matches step 3 shows at first, and how many more each "Show more" reveals. */
export const VENDOR_BATCH = 12;

/** What the list shows of `total` matches once `revealed` have been asked for. */
export interface VendorBatchView {
  /** How many cards are on screen. */
  shown: number;
  /** How many matches are not on screen yet. */
  hidden: number;
  /** How many cards the next "Show more" adds; 0 when every match is shown. */
  next: number;
}

export function vendorBatchView(total: number, revealed: number = VENDOR_BATCH): VendorBatchView {
  const shown = Math.max(0, Math.min(total, revealed));
  const hidden = total - shown;
  return { shown, hidden, next: Math.min(VENDOR_BATCH, hidden) };
}

/** The count after one more "Show more": the next batch, never past the last match. */
export function revealNextBatch(total: number, revealed: number): number {
  return Math.min(total, revealed + VENDOR_BATCH);
}

/** "Show 12 more of 38 vendors" / "Show the last 2 vendors": what the button adds, and what is left. */
export function showMoreLabel(view: VendorBatchView): string {
  if (view.next === view.hidden) return view.next === 1 ? 'Show the last vendor' : `Show the last ${view.next} vendors`;
  return `Show ${view.next} more of ${view.hidden} vendors`;
}

/** "Showing 12 of 50 vendors" above the list; the plain count when every match is shown. */
export function shownCountText(view: VendorBatchView): string {
  const total = view.shown + view.hidden;
  const noun = total === 1 ? 'vendor' : 'vendors';
  return view.hidden === 0 ? `${total} ${noun} found` : `Showing ${view.shown} of ${total} ${noun}`;
}
