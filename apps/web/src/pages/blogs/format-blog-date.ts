/**
 * Dates in en-US style, `Jan 6, 2025` (see docs/marketplace.md#dates). Articles are written for Indian exhibitors, so the
 * day is the one in India wherever the reader is, and a date never shifts between visitors.
 */
const blogDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'Asia/Kolkata' });

export function formatBlogDate(timestamp: string): string {
  const date = new Date(timestamp);
  return Number.isNaN(date.getTime()) ? '' : blogDate.format(date);
}
