import { Loader2 } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Refusal } from '../../../api/refusal.js';
import { Dialog } from '../../../ui/dialog.js';
import { RefusalAlert } from '../../../ui/refusal-alert.js';

interface IssueFormDialogProps {
  title: string;
  description: string;
  formId: string;
  submitLabel: string;
  pendingLabel: string;
  /** From `useIssueForm`. */
  saving: boolean;
  refusal: Refusal | null;
  submit: (event: React.FormEvent<HTMLFormElement>) => Promise<void>;
  formRef: (element: HTMLFormElement | null) => void;
  refusalTestId: string;
  onClose: () => void;
  children: ReactNode;
}

/** The modal around a `useIssueForm` form: its fields, the refusal, Cancel and the submit button; it stays open while sending. */
export function IssueFormDialog({
  title,
  description,
  formId,
  submitLabel,
  pendingLabel,
  saving,
  refusal,
  submit,
  formRef,
  refusalTestId,
  onClose,
  children,
}: IssueFormDialogProps) {
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      dismissible={!saving}
      size="lg"
      title={title}
      description={description}
      footer={
        <>
          <button type="button" className="btn-secondary" onClick={onClose} disabled={saving}>
            Cancel
          </button>
          <button type="submit" form={formId} className="btn-primary" disabled={saving}>
            {saving && <Loader2 className="size-4 animate-spin" aria-hidden />}
            {saving ? pendingLabel : submitLabel}
          </button>
        </>
      }
    >
      <form id={formId} ref={formRef} noValidate onSubmit={(event) => void submit(event)} aria-busy={saving}>
        <fieldset disabled={saving} className="grid min-w-0 gap-4">
          {children}
        </fieldset>
        <div className="mt-4">
          <RefusalAlert refusal={refusal} testId={refusalTestId} />
        </div>
      </form>
    </Dialog>
  );
}
