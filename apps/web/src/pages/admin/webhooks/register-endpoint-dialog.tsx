import type { IssuedWebhookEndpoint } from '@stallplan/contracts';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { CheckboxGroup } from '../../../ui/form/checkbox-group.js';
import { SelectInput } from '../../../ui/form/select-input.js';
import { TextArea } from '../../../ui/form/text-area.js';
import { TextInput } from '../../../ui/form/text-input.js';
import { useApiKeys } from '../api-keys/use-api-keys.js';
import { IssueFormDialog } from '../shared/issue-form-dialog.js';
import { useIssueForm } from '../shared/use-issue-form.js';
import {
  checkEndpointForm,
  emptyEndpointFormValues,
  ENDPOINT_FORM_FIELDS,
  EVENT_OPTIONS,
  keyOptions,
  type EndpointFormValues,
} from './endpoint-form-values.js';
import { registerEndpoint, useRefreshWebhooks } from './use-webhooks.js';

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
  const { form, ...issuing } = useIssueForm<EndpointFormValues, Parameters<typeof registerEndpoint>[0], IssuedWebhookEndpoint>({
    defaultValues: emptyEndpointFormValues(),
    fields: ENDPOINT_FORM_FIELDS,
    check: checkEndpointForm,
    send: registerEndpoint,
    onIssued: (issued) => {
      void refresh();
      onIssued(issued);
    },
  });
  const { register, formState } = form;
  const { errors } = formState;

  return (
    <IssueFormDialog
      {...issuing}
      title="Register endpoint"
      description="StallPlan posts each chosen event to this address, signed with the endpoint's secret (Standard Webhooks)."
      formId="register-endpoint-form"
      submitLabel="Register endpoint"
      pendingLabel="Registering..."
      refusalTestId="register-endpoint-error"
      onClose={onClose}
    >
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
    </IssueFormDialog>
  );
}

/** A fresh form each time it opens. */
export function RegisterEndpointDialog({ open, onClose, onIssued }: { open: boolean; onClose: () => void; onIssued: (issued: IssuedWebhookEndpoint) => void }) {
  if (!open) return null;
  return <OpenRegisterDialog onClose={onClose} onIssued={onIssued} />;
}
