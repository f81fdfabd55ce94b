import { formatInr } from '@stallplan/pricing';
import { FileText, Inbox, Mail } from 'lucide-react';
import { formatAdminDateTime } from './format-admin-date.js';
import { outboxKindLabel, outboxStatus, quotePdfStatus } from './record-status.js';
import { RecentListCard } from './recent-list-card.js';
import { StatusPill } from './status-pill.js';
import { useRecentEnquiries, useRecentOutbox, useRecentQuotes } from './use-recent-records.js';

const meta = 'mt-0.5 truncate text-xs text-slate-500';

export function RecentEnquiriesCard() {
  const query = useRecentEnquiries();
  return (
    <RecentListCard
      id="recent-enquiries-title"
      icon={<Inbox className="size-5 text-brand-600" aria-hidden />}
      title="Recent Enquiries"
      query={query}
      empty="No vendor enquiries yet."
      itemKey={(enquiry) => enquiry.id}
      renderItem={(enquiry) => (
        <div className="min-w-0">
          <p className="truncate text-sm font-medium text-ink">
            {enquiry.companyName} → {enquiry.vendorName}
          </p>
          <p className={meta}>
            {enquiry.exhibitionName} · {enquiry.yourName} · {formatAdminDateTime(enquiry.createdAt)}
          </p>
        </div>
      )}
    />
  );
}

export function RecentOutboxCard() {
  const query = useRecentOutbox();
  return (
    <RecentListCard
      id="recent-outbox-title"
      icon={<Mail className="size-5 text-brand-600" aria-hidden />}
      title="Outbox"
      query={query}
      empty="No messages sent yet."
      itemKey={(message) => message.id}
      renderItem={(message) => {
        const status = outboxStatus(message.status);
        return (
          <div className="flex min-w-0 items-start justify-between gap-3">
            <div className="min-w-0">
              <p className="truncate text-sm font-medium text-ink">{message.subject}</p>
              <p className={meta}>
                {outboxKindLabel(message.kind)} · to {message.to.join(', ')} · {formatAdminDateTime(message.createdAt)}
              </p>
              {message.status === 'failed' && message.lastError && <p className="mt-0.5 truncate text-xs text-red-700">{message.lastError}</p>}
            </div>
            <StatusPill tone={status.tone}>{status.label}</StatusPill>
          </div>
        );
      }}
    />
  );
}

export function RecentQuotesCard() {
  const query = useRecentQuotes();
  return (
    <RecentListCard
      id="recent-quotes-title"
      icon={<FileText className="size-5 text-brand-600" aria-hidden />}
      title="Recent Quotes"
      query={query}
      empty="No quotes issued yet."
      itemKey={(quote) => quote.quoteNumber}
      renderItem={(quote) => {
        const status = quotePdfStatus(quote.pdfStatus);
        return (
          <div className="flex min-w-0 items-start justify-between gap-3">
            <div className="min-w-0">
              <p className="truncate text-sm font-medium text-ink">
                {quote.quoteNumber} · {formatInr(quote.grandTotal)}
              </p>
              <p className={meta}>
                {quote.companyName} · {quote.exhibitionName} · {formatAdminDateTime(quote.createdAt)}
              </p>
              {quote.totalMismatch && (
                <p className="mt-0.5 text-xs text-amber-800">
                  Browser total differed{quote.submittedTotal === null ? '' : `: ${formatInr(quote.submittedTotal)}`}
                </p>
              )}
            </div>
            <StatusPill tone={status.tone}>{status.label}</StatusPill>
          </div>
        );
      }}
    />
  );
}
