/** The pager shows at most five numbered buttons (see docs/ui.md#pager). */
export const MAX_PAGE_BUTTONS = 5;

/**
 * The page numbers to show: a run of at most `max` pages around `current`, kept inside
 * 1..`total`, so the current page sits in the middle except near either end.
 */
export function pageWindow(current: number, total: number, max = MAX_PAGE_BUTTONS): number[] {
  if (total < 1) return [];
  const page = Math.min(Math.max(1, current), total);
  const count = Math.min(max, total);
  const first = Math.max(1, Math.min(page - Math.floor((count - 1) / 2), total - count + 1));
  return Array.from({ length: count }, (_, index) => first + index);
}

/** The 1-based positions of a page's first and last items, for "Showing X to Y of Z blogs"; 0 to 0 when empty. */
export function shownRange(page: number, limit: number, total: number): { from: number; to: number } {
  if (total <= 0) return { from: 0, to: 0 };
  const from = Math.min((page - 1) * limit + 1, total);
  return { from, to: Math.min(page * limit, total) };
}
