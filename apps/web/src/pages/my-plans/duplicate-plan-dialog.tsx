import { Copy, Loader2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Dialog } from '../../ui/dialog.js';
import { Field } from '../../ui/form/field.js';

interface DuplicatePlanDialogProps {
  /** The plan being copied, named in the dialog; null while closed. */
  sourceTitle: string | null;
  pending: boolean;
  /** Why the copy failed, said inside the dialog; null while it has not. */
  failure: string | null;
  onCancel: () => void;
  onConfirm: (exhibitionName: string) => void;
}

/** Asks for the new show's name (optional) before a plan is copied for another show. Give it a `key` per plan so the name starts empty. */
export function DuplicatePlanDialog({ sourceTitle, pending, failure, onCancel, onConfirm }: DuplicatePlanDialogProps) {
  const [name, setName] = useState('');
  const formId = 'duplicate-plan-form';
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onConfirm(name);
  };
  return (
    <Dialog
      open={sourceTitle !== null}
      onOpenChange={(open) => (open ? undefined : onCancel())}
      title="Duplicate for another show"
      description={`A new plan from the plan for ${sourceTitle ?? ''}: it keeps the stall design, the team and your preferences; the show, its dates and your choices start empty.`}
      dismissible={!pending}
      size="sm"
      footer={
        <>
          <button type="button" className="btn-secondary" onClick={onCancel} disabled={pending}>
            Cancel
          </button>
          <button type="submit" form={formId} className="btn-primary" disabled={pending}>
            {pending ? <Loader2 className="size-4 animate-spin" aria-hidden /> : <Copy className="size-4" aria-hidden />}
            {pending ? 'Copying...' : 'Duplicate and open'}
          </button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit}>
        <Field label="Name of the new show" hint="Optional: you can choose the show in the planner instead.">
          {({ id, describedBy }) => (
            <input
              id={id}
              name="exhibitionName"
              className="field-input"
              maxLength={200}
              aria-describedby={describedBy}
              value={name}
              onChange={(event) => setName(event.target.value)}
              disabled={pending}
            />
          )}
        </Field>
      </form>
      {failure && (
        <p role="alert" className="mt-3 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {failure}
        </p>
      )}
    </Dialog>
  );
}
