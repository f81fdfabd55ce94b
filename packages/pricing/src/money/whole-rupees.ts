/**
 * An amount as whole rupees: rounded, and 0 for anything negative, non-finite or not a number, so
 * a bad figure from a screen or an offer never turns a total into NaN or a refund.
 */
export function wholeRupees(amount: unknown): number {
  if (typeof amount !== 'number' || !Number.isFinite(amount) || amount <= 0) return 0;
  return Math.round(amount);
}
