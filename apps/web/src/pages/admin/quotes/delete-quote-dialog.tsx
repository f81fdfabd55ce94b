import type { QuoteSummary } from '@stallplan/contracts';
import { Loader2, Trash2 } from 'lucide-react';
import { Dialog } from '../../../ui/dialog.js';
import { DELETE_QUOTE_FAILED_MESSAGE, useDeleteQuote } from './use-admin-quotes.js';

export const DELETE_QUOTE_WARNING = 'The quote record and its stored PDF are removed for good. Anyone holding the quote number will no longer find it.';

interface DeleteQuoteDialogProps {
  quote: QuoteSummary | null;
  onClose: () => void;
}

/** Asks before a quote and its PDF are deleted; stays open while the delete runs, and says so when it fails. */
export function DeleteQuoteDialog({ quote, onClose }: DeleteQuoteDialogProps) {
  const remove = useDeleteQuote();
  const close = () => {
    remove.reset();
    onClose();
  };
  const confirm = () => {
    if (!quote) return;
    remove.mutate(quote.quoteNumber, { onSuccess: close });
  };
  return (
    <Dialog
      open={quote !== null}
      onOpenChange={(open) => (open ? undefined : close())}
      title="Delete Quote"
      description={DELETE_QUOTE_WARNING}
      dismissible={!remove.isPending}
      size="sm"
      footer={
        <>
          <button type="button" className="btn-secondary" onClick={close} disabled={remove.isPending}>
            Cancel
          </button>
          <button type="button" className="btn border-red-700 bg-red-700 text-white hover:bg-red-800" onClick={confirm} disabled={remove.isPending}>
            {remove.isPending ? <Loader2 className="size-4 animate-spin" aria-hidden /> : <Trash2 className="size-4" aria-hidden />}
            {remove.isPending ? 'Deleting...' : 'Delete'}
          </button>
        </>
      }
    >
      {quote && (
        <p className="break-words text-sm font-medium text-ink">
          {quote.quoteNumber} · {quote.companyName}
        </p>
      )}
      {remove.isError && (
        <p role="alert" className="mt-3 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {DELETE_QUOTE_FAILED_MESSAGE}
        </p>
      )}
    </Dialog>
  );
}
