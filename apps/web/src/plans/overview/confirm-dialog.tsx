import { Loader2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Dialog } from '../../ui/dialog.js';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  description: string;
  confirmLabel: string;
  pending: boolean;
  failure: string | null;
  onCancel: () => void;
  onConfirm: () => void;
  children?: ReactNode;
}

/** Asks before a change that cannot be undone from here (a restore, a revoke); stays open while it runs. */
export function ConfirmDialog({ open, title, description, confirmLabel, pending, failure, onCancel, onConfirm, children }: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(isOpen) => (isOpen ? undefined : onCancel())}
      title={title}
      description={description}
      dismissible={!pending}
      size="sm"
      footer={
        <>
          <button type="button" className="btn-secondary" onClick={onCancel} disabled={pending}>
            Cancel
          </button>
          <button type="button" className="btn-primary" onClick={onConfirm} disabled={pending}>
            {pending && <Loader2 className="size-4 animate-spin" aria-hidden />}
            {confirmLabel}
          </button>
        </>
      }
    >
      {children}
      {failure && (
        <p role="alert" className="mt-3 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {failure}
        </p>
      )}
    </Dialog>
  );
}
