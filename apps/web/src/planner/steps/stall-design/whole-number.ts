/**
 * A whole number typed into a step-2 input (see docs/planner.md#booth-area: area, print area and power are whole numbers,
 * falling back to 0). Clamped to `max` so the saved plan always passes the design schema: a
 * value the schema refuses would make the stored design unreadable on the next visit.
 */
export function parseWholeNumber(text: string, max: number): number {
  const parsed = Number.parseInt(text.trim(), 10);
  if (!Number.isFinite(parsed) || parsed < 0) return 0;
  return Math.min(parsed, max);
}
