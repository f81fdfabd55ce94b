import type { QuoteSummary } from '@stallplan/contracts';
import { ConfirmDeleteDialog } from '../../../ui/confirm-delete-dialog.js';
import { DELETE_QUOTE_FAILED_MESSAGE, useDeleteQuote } from './use-admin-quotes.js';

export const DELETE_QUOTE_WARNING = 'The quote record and its stored PDF are removed for good. Anyone holding the quote number will no longer find it.';

interface DeleteQuoteDialogProps {
  quote: QuoteSummary | null;
  onClose: () => void;
}

/** Asks before a quote and its PDF are deleted. */
export function DeleteQuoteDialog({ quote, onClose }: DeleteQuoteDialogProps) {
  const remove = useDeleteQuote();
  const close = () => {
    remove.reset();
    onClose();
  };
  return (
    <ConfirmDeleteDialog
      open={quote !== null}
      title="Delete Quote"
      warning={DELETE_QUOTE_WARNING}
      subject={
        quote && (
          <p className="break-words text-sm font-medium text-ink">
            {quote.quoteNumber} · {quote.companyName}
          </p>
        )
      }
      pending={remove.isPending}
      failure={remove.isError ? DELETE_QUOTE_FAILED_MESSAGE : null}
      onCancel={close}
      onConfirm={() => quote && remove.mutate(quote.quoteNumber, { onSuccess: close })}
    />
  );
}
