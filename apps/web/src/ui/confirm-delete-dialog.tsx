import type { ReactNode } from 'react';
import { Trash2 } from 'lucide-react';
import { ConfirmDialog } from './confirm-dialog.js';

interface ConfirmDeleteDialogProps {
  open: boolean;
  title: string;
  /** What deleting does, said before the person confirms. */
  warning: string;
  /** The record about to go, named so the person sees which one. */
  subject: ReactNode;
  pending: boolean;
  /** Said in the dialog when the delete failed; null while it has not. */
  failure: string | null;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Asks before a record is deleted for good. */
export function ConfirmDeleteDialog({ warning, subject, ...rest }: ConfirmDeleteDialogProps) {
  return (
    <ConfirmDialog
      {...rest}
      description={warning}
      confirmLabel="Delete"
      pendingLabel="Deleting..."
      icon={<Trash2 className="size-4" aria-hidden />}
      tone="danger"
    >
      {subject}
    </ConfirmDialog>
  );
}
