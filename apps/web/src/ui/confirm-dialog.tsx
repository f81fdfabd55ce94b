import { Loader2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Dialog } from './dialog.js';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** What confirming does, said before the person confirms. */
  description: string;
  confirmLabel: string;
  /** Said on the button while the change runs. */
  pendingLabel?: string;
  /** An icon before the label while nothing runs. */
  icon?: ReactNode;
  /** `danger` for a change that removes something for good. */
  tone?: 'primary' | 'danger';
  pending: boolean;
  /** Said in the dialog when the change failed; null while it has not. */
  failure: string | null;
  onCancel: () => void;
  onConfirm: () => void;
  children?: ReactNode;
}

/** Asks before a change that cannot be undone from here; stays open while it runs, and says so when it fails. */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  pendingLabel,
  icon,
  tone = 'primary',
  pending,
  failure,
  onCancel,
  onConfirm,
  children,
}: ConfirmDialogProps) {
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
          <button
            type="button"
            className={tone === 'danger' ? 'btn border-red-700 bg-red-700 text-white hover:bg-red-800' : 'btn-primary'}
            onClick={onConfirm}
            disabled={pending}
          >
            {pending ? <Loader2 className="size-4 animate-spin" aria-hidden /> : icon}
            {pending ? (pendingLabel ?? confirmLabel) : confirmLabel}
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
