import { API_KEY_DAILY_QUOTA_DEFAULT, API_KEY_RATE_PER_MINUTE_DEFAULT, type IssuedApiKey } from '@stallplan/contracts';
import { Loader2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { Refusal } from '../../../api/refusal.js';
import { Dialog } from '../../../ui/dialog.js';
import { CheckboxGroup } from '../../../ui/form/checkbox-group.js';
import { focusFirstInvalid } from '../../../ui/form/focus-first-invalid.js';
import { TextInput } from '../../../ui/form/text-input.js';
import { RefusalAlert } from '../../../ui/refusal-alert.js';
import { FIX_FIELDS, formIssuesFor } from '../shared/form-issues.js';
import { checkKeyForm, emptyKeyFormValues, KEY_FORM_FIELDS, SCOPE_OPTIONS, type KeyFormValues } from './key-form-values.js';
import { createApiKey, useRefreshApiKeys } from './use-api-keys.js';

const FORM_ID = 'new-api-key-form';

function OpenNewKeyDialog({ onClose, onIssued }: { onClose: () => void; onIssued: (issued: IssuedApiKey) => void }) {
  const refresh = useRefreshApiKeys();
  const { register, handleSubmit, setError, clearErrors, formState } = useForm<KeyFormValues>({ defaultValues: emptyKeyFormValues() });
  const { errors } = formState;
  const [saving, setSaving] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [form, setForm] = useState<HTMLFormElement | null>(null);

  /** The form's own check and the server's 400 land on the fields the same way. */
  const showIssues = (issues: Parameters<typeof formIssuesFor>[0]) => {
    const placed = formIssuesFor(issues, KEY_FORM_FIELDS);
    for (const { field, message } of placed.fields) setError(field, { type: 'validate', message });
    focusFirstInvalid(form);
    return placed.other;
  };

  const submit = handleSubmit(async (values) => {
    clearErrors();
    setRefusal(null);
    const checked = checkKeyForm(values);
    if (!checked.success) {
      const other = showIssues(checked.issues);
      if (other.length) setRefusal({ status: undefined, message: 'Please correct the key.', details: other });
      return;
    }
    setSaving(true);
    const outcome = await createApiKey(checked.data);
    setSaving(false);
    if (outcome.ok) {
      void refresh();
      onIssued(outcome.issued);
      return;
    }
    // A 400 whose every detail sits on a field needs no second copy of them above the button.
    const other = showIssues(outcome.refusal.details);
    const allPlaced = outcome.refusal.details.length > 0 && other.length === 0;
    setRefusal({ ...outcome.refusal, message: allPlaced ? FIX_FIELDS : outcome.refusal.message, details: other });
  });

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      dismissible={!saving}
      size="lg"
      title="New API key"
      description="An integrator's server sends the key as Authorization: Bearer. It can call only what its scopes open, within its own limits."
      footer={
        <>
          <button type="button" className="btn-secondary" onClick={onClose} disabled={saving}>
            Cancel
          </button>
          <button type="submit" form={FORM_ID} className="btn-primary" disabled={saving}>
            {saving && <Loader2 className="size-4 animate-spin" aria-hidden />}
            {saving ? 'Creating...' : 'Create key'}
          </button>
        </>
      }
    >
      <form id={FORM_ID} ref={setForm} noValidate onSubmit={(event) => void submit(event)} aria-busy={saving}>
        <fieldset disabled={saving} className="grid min-w-0 gap-4">
          <TextInput
            label="Key name"
            required
            hint="Who calls with it, e.g. Acme CRM (production)."
            registration={register('name')}
            error={errors.name?.message}
          />
          <TextInput
            label="Owner e-mail"
            type="email"
            autoComplete="off"
            required
            hint="Who to contact about this key."
            registration={register('ownerEmail')}
            error={errors.ownerEmail?.message}
          />
          <CheckboxGroup
            legend="Scopes"
            required
            hint="Each scope opens a group of routes; give only what the integration needs."
            options={SCOPE_OPTIONS}
            registration={register('scopes')}
            error={errors.scopes?.message}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextInput
              label="Requests per minute"
              inputMode="numeric"
              hint={`Left blank: ${API_KEY_RATE_PER_MINUTE_DEFAULT}.`}
              registration={register('ratePerMinute')}
              error={errors.ratePerMinute?.message}
            />
            <TextInput
              label="Daily quota"
              inputMode="numeric"
              hint={`Requests per UTC day. Left blank: ${API_KEY_DAILY_QUOTA_DEFAULT}.`}
              registration={register('dailyQuota')}
              error={errors.dailyQuota?.message}
            />
          </div>
        </fieldset>
        <div className="mt-4">
          <RefusalAlert refusal={refusal} testId="new-key-error" />
        </div>
      </form>
    </Dialog>
  );
}

/** A fresh form each time it opens. */
export function NewKeyDialog({ open, onClose, onIssued }: { open: boolean; onClose: () => void; onIssued: (issued: IssuedApiKey) => void }) {
  if (!open) return null;
  return <OpenNewKeyDialog onClose={onClose} onIssued={onIssued} />;
}
