const DAY_MS = 86_400_000;

/** What the retention rule needs of a quote. */
export interface RetainedQuote {
  createdAt: Date | string;
  pdfFileId: string | null;
  pinned?: boolean;
  planId?: string | null;
}

/**
 * Stored quote PDFs are kept for `retentionDays` after the quote was made, then removed, unless
 * something kept holds the quote: the admin's pin, or the saved plan whose version it is (the
 * plan's own retention removes it with the plan). The quote's record and figures stay; only the
 * file goes.
 */
export function isKept(quote: Pick<RetainedQuote, 'pinned' | 'planId'>): boolean {
  return quote.pinned === true || Boolean(quote.planId);
}

/** Quotes made before this instant have outlived the retention period. */
export function retentionCutoff(now: Date, retentionDays: number): Date {
  return new Date(now.getTime() - retentionDays * DAY_MS);
}

/** When the quote's PDF will be removed; null while it is kept or has no stored PDF. */
export function pdfExpiresAt(quote: RetainedQuote, retentionDays: number): Date | null {
  if (isKept(quote) || !quote.pdfFileId) return null;
  return new Date(new Date(quote.createdAt).getTime() + retentionDays * DAY_MS);
}

/** The Mongo filter for quotes whose PDF is due for removal; the same rule as `pdfExpiresAt`. */
export function expiredPdfFilter(cutoff: Date) {
  return { pdfFileId: { $ne: null }, pinned: { $ne: true }, planId: null, createdAt: { $lt: cutoff } };
}
