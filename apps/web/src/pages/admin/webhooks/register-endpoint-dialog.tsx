import type { IssuedWebhookEndpoint } from '@stallplan/contracts';
import { Loader2 } from 'lucide-react';
import { useState } from 'react';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import { Link } from 'react-router-dom';
import type { Refusal } from '../../../api/refusal.js';
import { Dialog } from '../../../ui/dialog.js';
import { CheckboxGroup } from '../../../ui/form/checkbox-group.js';
import { focusFirstInvalid } from '../../../ui/form/focus-first-invalid.js';
import { SelectInput } from '../../../ui/form/select-input.js';
import { TextArea } from '../../../ui/form/text-area.js';
import { TextInput } from '../../../ui/form/text-input.js';
import { RefusalAlert } from '../../../ui/refusal-alert.js';
import { useApiKeys } from '../api-keys/use-api-keys.js';
import { FIX_FIELDS, formIssuesFor } from '../shared/form-issues.js';
import {
  checkEndpointForm,
  emptyEndpointFormValues,
  ENDPOINT_FORM_FIELDS,
  EVENT_OPTIONS,
  keyOptions,
  type EndpointFormValues,
} from './endpoint-form-values.js';
import { registerEndpoint, useRefreshWebhooks } from './use-webhooks.js';

const FORM_ID = 'register-endpoint-form';

function KeyChoice({ error, registration }: { error: string | undefined; registration: UseFormRegisterReturn }) {
  const keys = useApiKeys();
  if (keys.isPending) {
    return (
      <p role="status" className="text-sm text-slate-600">
        Loading keys...
      </p>
    );
  }
  if (keys.isError) {
    return (
      <p role="alert" className="text-sm text-red-700">
        The keys could not be loaded.{' '}
        <button type="button" className="underline" onClick={() => void keys.refetch()}>
          Retry
        </button>
      </p>
    );
  }
  const options = keyOptions(keys.data);
  if (options.length === 0) {
    return (
      <p role="alert" className="text-sm text-amber-900">
        An endpoint belongs to an active API key, and there is none. <Link to="/admin/api-keys">Create a key</Link> first.
      </p>
    );
  }
  return (
    <SelectInput
      label="API key"
      required
      hint="The endpoint belongs to this key; revoking the key stops its deliveries."
      placeholder="Choose a key"
      options={options}
      registration={registration}
      error={error}
    />
  );
}

function OpenRegisterDialog({ onClose, onIssued }: { onClose: () => void; onIssued: (issued: IssuedWebhookEndpoint) => void }) {
  const refresh = useRefreshWebhooks();
  const { register, handleSubmit, setError, clearErrors, formState } = useForm<EndpointFormValues>({ defaultValues: emptyEndpointFormValues() });
  const { errors } = formState;
  const [saving, setSaving] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [form, setForm] = useState<HTMLFormElement | null>(null);

  const showIssues = (issues: Parameters<typeof formIssuesFor>[0]) => {
    const placed = formIssuesFor(issues, ENDPOINT_FORM_FIELDS);
    for (const { field, message } of placed.fields) setError(field, { type: 'validate', message });
    focusFirstInvalid(form);
    return placed.other;
  };

  const submit = handleSubmit(async (values) => {
    clearErrors();
    setRefusal(null);
    const checked = checkEndpointForm(values);
    if (!checked.success) {
      const other = showIssues(checked.issues);
      if (other.length) setRefusal({ status: undefined, message: 'Please correct the endpoint.', details: other });
      return;
    }
    setSaving(true);
    const outcome = await registerEndpoint(checked.data);
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
      title="Register endpoint"
      description="StallPlan posts each chosen event to this address, signed with the endpoint's secret (Standard Webhooks)."
      footer={
        <>
          <button type="button" className="btn-secondary" onClick={onClose} disabled={saving}>
            Cancel
          </button>
          <button type="submit" form={FORM_ID} className="btn-primary" disabled={saving}>
            {saving && <Loader2 className="size-4 animate-spin" aria-hidden />}
            {saving ? 'Registering...' : 'Register endpoint'}
          </button>
        </>
      }
    >
      <form id={FORM_ID} ref={setForm} noValidate onSubmit={(event) => void submit(event)} aria-busy={saving}>
        <fieldset disabled={saving} className="grid min-w-0 gap-4">
          <KeyChoice registration={register('keyId')} error={errors.keyId?.message} />
          <TextInput
            label="URL"
            type="url"
            inputMode="url"
            required
            placeholder="https://crm.example.com/hooks/stallplan"
            hint="An https:// address on the public internet; private and local addresses are refused when a delivery is made."
            registration={register('url')}
            error={errors.url?.message}
          />
          <CheckboxGroup legend="Events" required options={EVENT_OPTIONS} registration={register('events')} error={errors.events?.message} />
          <TextArea
            label="Description"
            rows={2}
            hint="Optional, up to 200 characters."
            registration={register('description')}
            error={errors.description?.message}
          />
        </fieldset>
        <div className="mt-4">
          <RefusalAlert refusal={refusal} testId="register-endpoint-error" />
        </div>
      </form>
    </Dialog>
  );
}

/** A fresh form each time it opens. */
export function RegisterEndpointDialog({ open, onClose, onIssued }: { open: boolean; onClose: () => void; onIssued: (issued: IssuedWebhookEndpoint) => void }) {
  if (!open) return null;
  return <OpenRegisterDialog onClose={onClose} onIssued={onIssued} />;
}
