import { API_KEY_DAILY_QUOTA_DEFAULT, API_KEY_RATE_PER_MINUTE_DEFAULT, type IssuedApiKey } from '@stallplan/contracts';
import { CheckboxGroup } from '../../../ui/form/checkbox-group.js';
import { TextInput } from '../../../ui/form/text-input.js';
import { IssueFormDialog } from '../shared/issue-form-dialog.js';
import { useIssueForm } from '../shared/use-issue-form.js';
import { checkKeyForm, emptyKeyFormValues, KEY_FORM_FIELDS, SCOPE_OPTIONS, type KeyFormValues } from './key-form-values.js';
import { createApiKey, useRefreshApiKeys } from './use-api-keys.js';

function OpenNewKeyDialog({ onClose, onIssued }: { onClose: () => void; onIssued: (issued: IssuedApiKey) => void }) {
  const refresh = useRefreshApiKeys();
  const { form, ...issuing } = useIssueForm<KeyFormValues, Parameters<typeof createApiKey>[0], IssuedApiKey>({
    defaultValues: emptyKeyFormValues(),
    fields: KEY_FORM_FIELDS,
    check: checkKeyForm,
    send: createApiKey,
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
      title="New API key"
      description="An integrator's server sends the key as Authorization: Bearer. It can call only what its scopes open, within its own limits."
      formId="new-api-key-form"
      submitLabel="Create key"
      pendingLabel="Creating..."
      refusalTestId="new-key-error"
      onClose={onClose}
    >
      <TextInput label="Key name" required hint="Who calls with it, e.g. Acme CRM (production)." registration={register('name')} error={errors.name?.message} />
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
    </IssueFormDialog>
  );
}

/** A fresh form each time it opens. */
export function NewKeyDialog({ open, onClose, onIssued }: { open: boolean; onClose: () => void; onIssued: (issued: IssuedApiKey) => void }) {
  if (!open) return null;
  return <OpenNewKeyDialog onClose={onClose} onIssued={onIssued} />;
}
