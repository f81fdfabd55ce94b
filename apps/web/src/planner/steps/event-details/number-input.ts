/**
 * What a number input holds, for the plan: '' while blank or unreadable, otherwise the number
 * kept within [min, max], rounded to a whole number when asked.
 */
export function numberFromInput(text: string, min: number, max: number, { whole = false }: { whole?: boolean } = {}): number | '' {
  if (text.trim() === '') return '';
  const value = Number(text);
  if (!Number.isFinite(value)) return '';
  const kept = Math.min(max, Math.max(min, value));
  return whole ? Math.round(kept) : kept;
}
