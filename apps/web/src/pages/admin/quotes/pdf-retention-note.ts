import type { QuoteSummary } from '@stallplan/contracts';
import { formatAdminDate } from '../dashboard/format-admin-date.js';

/**
 * What happens to a quote's stored PDF, in a line: kept while pinned, removed on a date otherwise
 * (the service's retention rule, services/quotes/src/domain/pdf-retention.ts), or already removed.
 */
export function pdfRetentionNote(quote: Pick<QuoteSummary, 'pinned' | 'pdfStatus' | 'pdfExpiresAt'>): string {
  if (quote.pdfStatus === 'expired') return 'PDF removed after the retention period';
  if (quote.pinned) return quote.pdfStatus === 'ready' ? 'Pinned: PDF kept' : 'Pinned';
  if (quote.pdfExpiresAt) return `PDF kept until ${formatAdminDate(quote.pdfExpiresAt)}`;
  return 'No PDF stored';
}
