import { Copy, Loader2, RefreshCw } from 'lucide-react';
import { Dialog } from '../ui/dialog.js';

export type ConflictChoice = 'reload' | 'copy';

interface ConflictDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pending: ConflictChoice | null;
  failure: string | null;
  onChoose: (choice: ConflictChoice) => void;
}

/** A 409 on autosave: nothing is overwritten until the owner picks which plan to keep. */
export function ConflictDialog({ open, onOpenChange, pending, failure, onChoose }: ConflictDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      dismissible={pending === null}
      title="This plan was changed in another tab or on another device"
      description="Your changes in this tab are kept in this browser but not saved. Open the saved plan instead, or keep yours as a new plan with its own link."
      footer={
        <>
          <button type="button" className="btn-secondary" disabled={pending !== null} onClick={() => onChoose('copy')}>
            {pending === 'copy' ? <Loader2 className="size-4 animate-spin" aria-hidden /> : <Copy className="size-4" aria-hidden />}
            Save mine as a copy
          </button>
          <button type="button" className="btn-primary" disabled={pending !== null} onClick={() => onChoose('reload')}>
            {pending === 'reload' ? <Loader2 className="size-4 animate-spin" aria-hidden /> : <RefreshCw className="size-4" aria-hidden />}
            Reload the saved plan
          </button>
        </>
      }
    >
      <p className="text-sm text-slate-600">Reloading replaces the plan in this tab with the saved one; your unsaved changes here are then gone.</p>
      {failure && (
        <p role="alert" className="mt-3 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {failure}
        </p>
      )}
    </Dialog>
  );
}
