import { ApiError, type FieldIssue, type Vendor, type VendorInputData } from '@stallplan/contracts';
import { useCallback, useState } from 'react';
import { FormProvider, useForm, type FieldPath } from 'react-hook-form';
import { adminApi } from '../../../admin/admin-session.js';
import { Dialog } from '../../../ui/dialog.js';
import { useToast } from '../../../ui/toaster.js';
import { useRefreshVendors } from './use-admin-vendors.js';
import { checkVendorForm, emptyVendorFormValues, fieldErrorsFrom, vendorToFormValues, type VendorFormValues } from './vendor-form-values.js';
import { VendorFormFields } from './vendor-form-fields.js';

export type VendorFormTarget = { mode: 'add' } | { mode: 'edit'; vendor: Vendor };

const SAVE_FAILED = 'Failed to save vendor';
const FIX_FIELDS = 'Please correct the highlighted fields.';
const FORM_ID = 'vendor-form';

type SaveOutcome = { saved: Vendor } | { error: string; details?: FieldIssue[] };

async function saveVendor(target: VendorFormTarget, body: VendorInputData): Promise<SaveOutcome> {
  try {
    const result = target.mode === 'edit' ? await adminApi.updateAdminVendor({ params: { id: target.vendor.id }, body }) : await adminApi.createAdminVendor({ body });
    if (result.status === 200 || result.status === 201) return { saved: result.body.data };
    // A 401 has cleared the token already; the admin guard is taking the browser to /admin.
    return { error: result.body.error || SAVE_FAILED, ...(result.status === 400 && result.body.details ? { details: result.body.details } : {}) };
  } catch (error) {
    console.error(SAVE_FAILED, error);
    return { error: error instanceof ApiError && error.status !== undefined && error.message ? error.message : SAVE_FAILED };
  }
}

/** Counts the uploads under way; while any runs the form is held (§4 "Upload"). */
function useUploadTracking() {
  const [running, setRunning] = useState(0);
  const track = useCallback(async <T,>(work: Promise<T>): Promise<T> => {
    setRunning((count) => count + 1);
    try {
      return await work;
    } finally {
      setRunning((count) => count - 1);
    }
  }, []);
  return { track, uploading: running > 0 };
}

function OpenVendorFormDialog({ target, onClose }: { target: VendorFormTarget; onClose: () => void }) {
  const toast = useToast();
  const refresh = useRefreshVendors();
  const form = useForm<VendorFormValues>({ defaultValues: target.mode === 'edit' ? vendorToFormValues(target.vendor) : emptyVendorFormValues() });
  const { track, uploading } = useUploadTracking();
  const [saving, setSaving] = useState(false);
  const [banner, setBanner] = useState<string | null>(null);
  const busy = uploading || saving;

  const showIssues = (issues: readonly FieldIssue[]) => {
    fieldErrorsFrom(issues).forEach(({ field, message }, index) => {
      form.setError(field as FieldPath<VendorFormValues>, { type: 'validate', message }, { shouldFocus: index === 0 });
    });
  };

  const submit = form.handleSubmit(async (values) => {
    form.clearErrors();
    setBanner(null);
    const checked = checkVendorForm(values);
    if (!checked.success) {
      showIssues(checked.issues);
      setBanner(FIX_FIELDS);
      return;
    }
    setSaving(true);
    const outcome = await saveVendor(target, checked.data);
    setSaving(false);
    if ('saved' in outcome) {
      await refresh();
      toast({ title: target.mode === 'edit' ? 'Vendor updated' : 'Vendor created', description: outcome.saved.name, variant: 'success' });
      onClose();
      return;
    }
    if (outcome.details?.length) showIssues(outcome.details);
    setBanner(outcome.error);
  });

  const editing = target.mode === 'edit';
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      dismissible={!busy}
      size="xl"
      title={editing ? 'Edit Vendor' : 'Add New Vendor'}
      description={editing ? `Change ${target.vendor.name}'s profile. Tick Active to approve a pending vendor.` : 'Add a builder or vendor to the catalogue.'}
      footer={
        <>
          {uploading && (
            <p className="mr-auto self-center text-sm text-slate-600" role="status">
              Uploading image(s)...
            </p>
          )}
          <button type="button" className="btn-secondary" onClick={onClose} disabled={busy}>
            Cancel
          </button>
          <button type="submit" form={FORM_ID} className="btn-primary" disabled={busy}>
            {uploading ? 'Uploading...' : saving ? 'Saving...' : editing ? 'Update Vendor' : 'Create Vendor'}
          </button>
        </>
      }
    >
      {banner && (
        <p role="alert" className="mb-4 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700">
          {banner}
        </p>
      )}
      <FormProvider {...form}>
        <form id={FORM_ID} onSubmit={(event) => void submit(event)} noValidate>
          <fieldset disabled={busy} className="min-w-0">
            <VendorFormFields track={track} uploading={uploading} />
          </fieldset>
        </form>
      </FormProvider>
    </Dialog>
  );
}

/** §2: add and edit open as a modal form; a fresh form for each vendor opened. */
export function VendorFormDialog({ target, onClose }: { target: VendorFormTarget | null; onClose: () => void }) {
  if (!target) return null;
  return <OpenVendorFormDialog key={target.mode === 'edit' ? target.vendor.id : 'add'} target={target} onClose={onClose} />;
}
