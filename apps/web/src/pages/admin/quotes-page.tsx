import { ADMIN_TOKEN_HEADER, type QuoteSummary } from '@stallplan/contracts';
import { formatInr } from '@stallplan/pricing';
import { Download, FileText, Pin, PinOff, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { AdminGuard } from '../../admin/admin-guard.js';
import { adminApi, adminSession } from '../../admin/admin-session.js';
import { downloadFile } from '../../ui/download-file.js';
import { usePageMeta } from '../../layout/use-page-meta.js';
import { AdminHeader } from './admin-header.js';
import { formatAdminDateTime } from './dashboard/format-admin-date.js';
import { quotePdfStatus } from './dashboard/record-status.js';
import { StatusPill } from './dashboard/status-pill.js';
import { DeleteQuoteDialog } from './quotes/delete-quote-dialog.js';
import { pdfRetentionNote } from './quotes/pdf-retention-note.js';
import { PIN_QUOTE_FAILED_MESSAGE, useAdminQuotes, usePinQuote } from './quotes/use-admin-quotes.js';
import { AdminListEmpty, AdminListError, AdminListSkeleton } from './shared/admin-list-states.js';
import { loadFailureDetail } from './shared/load-failure.js';

function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

export const QUOTE_PDF_DOWNLOAD_FAILED_MESSAGE = 'The PDF could not be downloaded. Please try again.';

/**
 * The stored PDF prints the exhibitor's contact details, so it opens only with the admin's token,
 * which a plain link cannot send: it is fetched with the token and saved from here.
 */
function QuotePdfButton({ quoteNumber }: { quoteNumber: string }) {
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle');
  const download = async () => {
    setState('loading');
    try {
      // Not an admin route (a key with contacts:read may call it too), so the client adds no token by itself.
      const token = adminSession.token();
      const response = await adminApi.getQuotePdf({ params: { id: quoteNumber }, headers: token ? { [ADMIN_TOKEN_HEADER]: token } : {} });
      if (response.status !== 200) throw new Error(`${response.status}: ${response.body.error}`);
      downloadFile(response.body, response.fileName ?? `StallPlan-Quote-${quoteNumber}.pdf`);
      setState('idle');
    } catch (cause) {
      console.error(QUOTE_PDF_DOWNLOAD_FAILED_MESSAGE, cause);
      setState('failed');
    }
  };
  return (
    <>
      <button
        type="button"
        className="btn-secondary"
        onClick={() => void download()}
        disabled={state === 'loading'}
        aria-busy={state === 'loading'}
        aria-label={`Download the PDF of ${quoteNumber}`}
      >
        <Download className="size-4" aria-hidden />
        PDF
      </button>
      {state === 'failed' && (
        <p role="alert" className="basis-full text-xs text-red-700">
          {QUOTE_PDF_DOWNLOAD_FAILED_MESSAGE}
        </p>
      )}
    </>
  );
}

function QuoteRow({ quote, onDelete }: { quote: QuoteSummary; onDelete: (quote: QuoteSummary) => void }) {
  const pin = usePinQuote();
  const status = quotePdfStatus(quote.pdfStatus);
  const togglePin = () => pin.mutate({ quote, pinned: !quote.pinned });
  return (
    <li className="card flex flex-col gap-3 p-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 text-sm font-semibold text-ink">
          <span>{quote.quoteNumber}</span>
          <span>·</span>
          <span>{formatInr(quote.grandTotal)}</span>
          <StatusPill tone={status.tone}>{status.label}</StatusPill>
        </p>
        <p className="mt-1 truncate text-sm text-slate-600">
          {quote.companyName} · {quote.exhibitionName} · {formatAdminDateTime(quote.createdAt)}
        </p>
        <p className="mt-0.5 text-xs text-slate-500">{pdfRetentionNote(quote)}</p>
        {pin.isError && (
          <p role="alert" className="mt-1 text-xs text-red-700">
            {PIN_QUOTE_FAILED_MESSAGE}
          </p>
        )}
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        {quote.pdfStatus === 'ready' && <QuotePdfButton quoteNumber={quote.quoteNumber} />}
        <button
          type="button"
          className="btn-secondary"
          aria-pressed={quote.pinned}
          aria-label={quote.pinned ? `Unpin ${quote.quoteNumber}` : `Pin ${quote.quoteNumber}`}
          onClick={togglePin}
          disabled={pin.isPending}
        >
          {quote.pinned ? <PinOff className="size-4" aria-hidden /> : <Pin className="size-4" aria-hidden />}
          {quote.pinned ? 'Unpin' : 'Pin'}
        </button>
        <button type="button" className="btn-secondary text-red-700" aria-label={`Delete ${quote.quoteNumber}`} onClick={() => onDelete(quote)}>
          <Trash2 className="size-4" aria-hidden />
          Delete
        </button>
      </div>
    </li>
  );
}

function StoredQuotes() {
  // The page is part of the address, so Back and a reload keep it.
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params.get('page'));
  const quotes = useAdminQuotes(page);
  const [deleting, setDeleting] = useState<QuoteSummary | null>(null);
  const goTo = (next: number) => setParams(next === 1 ? {} : { page: String(next) });
  const pages = quotes.data ? Math.max(1, Math.ceil(quotes.data.pagination.total / quotes.data.pagination.limit)) : 1;

  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <AdminHeader title="Quotes" />
      <p className="mb-5 max-w-3xl text-sm text-slate-600">
        Stored PDFs are removed after the retention period unless the quote is pinned; the quote and its figures stay. Deleting a quote removes it and its PDF
        for good.
      </p>

      {quotes.isPending ? (
        <AdminListSkeleton label="Loading quotes" rows={4} />
      ) : quotes.isError ? (
        <AdminListError message="Could not load the quotes." detail={loadFailureDetail(quotes.error)} onRetry={() => void quotes.refetch()} />
      ) : quotes.data.data.length === 0 ? (
        <AdminListEmpty
          icon={<FileText className="size-10 text-slate-300" aria-hidden />}
          title={page === 1 ? 'No quotes issued yet.' : 'No quotes on this page.'}
        />
      ) : (
        <>
          <ul className="flex flex-col gap-3" aria-label="Stored quotes">
            {quotes.data.data.map((quote) => (
              <QuoteRow key={quote.quoteNumber} quote={quote} onDelete={setDeleting} />
            ))}
          </ul>
          <nav aria-label="Quote pages" className="mt-5 flex items-center justify-between gap-3 text-sm text-slate-600">
            <button type="button" className="btn-secondary" onClick={() => goTo(page - 1)} disabled={page <= 1}>
              Previous
            </button>
            <span>
              Page {page} of {pages} · {quotes.data.pagination.total} in all
            </span>
            <button type="button" className="btn-secondary" onClick={() => goTo(page + 1)} disabled={page >= pages}>
              Next
            </button>
          </nav>
        </>
      )}

      <DeleteQuoteDialog quote={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}

/** `/admin/quotes`: every stored quote, newest first, with its PDF's retention, a pin and a delete. */
export function AdminQuotesPage() {
  usePageMeta('Quotes', 'Stored quotes and their PDFs: pin a quote to keep its PDF, or delete a quote for good.');
  return (
    <AdminGuard>
      <StoredQuotes />
    </AdminGuard>
  );
}
