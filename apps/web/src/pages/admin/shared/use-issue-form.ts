import type { FieldIssue } from '@stallplan/contracts';
import { useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import type { Refusal } from '../../../api/refusal.js';
import { focusFirstInvalid } from '../../../ui/form/focus-first-invalid.js';
import { FIX_FIELDS, formIssuesFor } from './form-issues.js';

export type FormCheck<Body> = { success: true; data: Body } | { success: false; issues: FieldIssue[] };
export type IssueOutcome<Issued> = { ok: true; issued: Issued } | { ok: false; refusal: Refusal };

interface IssueFormOptions<Values extends FieldValues, Body, Issued> {
  defaultValues: DefaultValues<Values>;
  /** The fields the form shows, where issues from the check or a 400 land. */
  fields: ReadonlyArray<Path<Values>>;
  /** The contract's schema over the form's text, so the form says what the server would. */
  check: (values: Values) => FormCheck<Body>;
  send: (body: Body) => Promise<IssueOutcome<Issued>>;
  onIssued: (issued: Issued) => void;
}

/**
 * A form that issues something with a secret (a key, a webhook endpoint): checked before it is
 * sent, and a refusal's field details shown on the fields, the rest above the button.
 */
export function useIssueForm<Values extends FieldValues, Body, Issued>({
  defaultValues,
  fields,
  check,
  send,
  onIssued,
}: IssueFormOptions<Values, Body, Issued>) {
  const form = useForm<Values>({ defaultValues });
  const [saving, setSaving] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [element, setElement] = useState<HTMLFormElement | null>(null);

  /** Puts issues on their fields and gives back those no field shows. */
  const place = (issues: readonly FieldIssue[]): FieldIssue[] => {
    const placed = formIssuesFor(issues, fields);
    for (const { field, message } of placed.fields) form.setError(field, { type: 'validate', message });
    focusFirstInvalid(element);
    return placed.other;
  };

  const submit = form.handleSubmit(async (values) => {
    form.clearErrors();
    setRefusal(null);
    const checked = check(values);
    if (!checked.success) {
      const other = place(checked.issues);
      if (other.length) setRefusal({ status: undefined, message: FIX_FIELDS, details: other });
      return;
    }
    setSaving(true);
    const outcome = await send(checked.data);
    setSaving(false);
    if (outcome.ok) {
      onIssued(outcome.issued);
      return;
    }
    // A 400 whose every detail sits on a field needs no second copy of them above the button.
    const other = place(outcome.refusal.details);
    const allPlaced = outcome.refusal.details.length > 0 && other.length === 0;
    setRefusal({ ...outcome.refusal, message: allPlaced ? FIX_FIELDS : outcome.refusal.message, details: other });
  });

  return { form, submit, saving, refusal, formRef: setElement };
}
