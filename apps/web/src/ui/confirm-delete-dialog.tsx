import type { ReactNode } from 'react';
import { Loader2, Trash2 } from 'lucide-react';
import { Dialog } from './dialog.js';

interface ConfirmDeleteDialogProps {
  open: boolean;
  title: string;
  /** What deleting does, said before the admin confirms. */
  warning: string;
  /** The record about to go, named so the admin sees which one. */
  subject: ReactNode;
  pending: boolean;
  /** Said in the dialog when the delete failed; null while it has not. */
  failure: string | null;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Asks before a record is deleted for good; stays open while the delete runs, and says so when it fails. */
export function ConfirmDeleteDialog({ open, title, warning, subject, pending, failure, onCancel, onConfirm }: ConfirmDeleteDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(isOpen) => (isOpen ? undefined : onCancel())}
      title={title}
      description={warning}
      dismissible={!pending}
      size="sm"
      footer={
        <>
          <button type="button" className="btn-secondary" onClick={onCancel} disabled={pending}>
            Cancel
          </button>
          <button type="button" className="btn border-red-700 bg-red-700 text-white hover:bg-red-800" onClick={onConfirm} disabled={pending}>
            {pending ? <Loader2 className="size-4 animate-spin" aria-hidden /> : <Trash2 className="size-4" aria-hidden />}
            {pending ? 'Deleting...' : 'Delete'}
          </button>
        </>
      }
    >
      {subject}
      {failure && (
        <p role="alert" className="mt-3 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {failure}
        </p>
      )}
    </Dialog>
  );
}
