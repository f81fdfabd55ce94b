/**
 * Dates in en-US style, `Jan 6, 2025` (see docs/marketplace.md#dates), with the time for the lists where several items share
 * a day. India's clock, so the admin and the mails they read agree on the day.
 */
const day = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'Asia/Kolkata' });
const dayAndTime = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
});

function valid(timestamp: string): Date | null {
  const date = new Date(timestamp);
  return Number.isNaN(date.getTime()) ? null : date;
}

export function formatAdminDate(timestamp: string): string {
  const date = valid(timestamp);
  return date ? day.format(date) : '';
}

export function formatAdminDateTime(timestamp: string): string {
  const date = valid(timestamp);
  return date ? dayAndTime.format(date) : '';
}
