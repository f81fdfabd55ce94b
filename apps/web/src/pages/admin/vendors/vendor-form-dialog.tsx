import type { FieldIssue, Vendor } from '@stallplan/contracts';
import { useState } from 'react';
import { FormProvider, useForm, type FieldPath } from 'react-hook-form';
import { Dialog } from '../../../ui/dialog.js';
import { useUploadTracking } from '../../../ui/form/use-upload-tracking.js';
import { useToast } from '../../../ui/toaster.js';
import { fieldErrorsFrom } from '../../../vendors/vendor-field-errors.js';
import { checkVendorForm, emptyVendorFormValues, vendorToFormValues, type VendorFormValues } from '../../../vendors/vendor-form-values.js';
import { createVendor, loadCurrentVendor, replaceVendor, STALE_VENDOR_PROMPT } from './save-vendor.js';
import { useRefreshVendors } from './use-admin-vendors.js';
import { VendorFormFields } from './vendor-form-fields.js';

export type VendorFormTarget = { mode: 'add' } | { mode: 'edit'; vendor: Vendor };

const FIX_FIELDS = 'Please correct the highlighted fields.';
const RELOAD_FAILED = 'Could not reload the vendor. Please try again, or close the form and open the vendor again.';
const FORM_ID = 'vendor-form';

function OpenVendorFormDialog({ target, onClose }: { target: VendorFormTarget; onClose: () => void }) {
  const toast = useToast();
  const refresh = useRefreshVendors();
  const form = useForm<VendorFormValues>({ defaultValues: target.mode === 'edit' ? vendorToFormValues(target.vendor) : emptyVendorFormValues() });
  const { track, uploading } = useUploadTracking();
  const [saving, setSaving] = useState(false);
  const [banner, setBanner] = useState<string | null>(null);
  // The version the form shows, sent as If-Match; and whether the last save found a newer one.
  const [loadedVersion, setLoadedVersion] = useState(target.mode === 'edit' ? target.vendor.version : 0);
  const [stale, setStale] = useState(false);
  const [reloading, setReloading] = useState(false);
  const busy = uploading || saving || reloading;

  const showIssues = (issues: readonly FieldIssue[]) => {
    fieldErrorsFrom(issues).forEach(({ field, message }, index) => {
      form.setError(field as FieldPath<VendorFormValues>, { type: 'validate', message }, { shouldFocus: index === 0 });
    });
  };

  const submit = form.handleSubmit(async (values) => {
    form.clearErrors();
    setBanner(null);
    setStale(false);
    const checked = checkVendorForm(values);
    if (!checked.success) {
      showIssues(checked.issues);
      setBanner(FIX_FIELDS);
      return;
    }
    setSaving(true);
    const outcome = target.mode === 'edit' ? await replaceVendor(target.vendor.id, values, loadedVersion) : await createVendor(checked.data);
    setSaving(false);
    if (outcome.kind === 'saved') {
      await refresh();
      toast({ title: target.mode === 'edit' ? 'Vendor updated' : 'Vendor created', description: outcome.vendor.name, variant: 'success' });
      onClose();
      return;
    }
    if (outcome.kind === 'stale') {
      // Nothing was saved; what the admin typed stays in the form until they choose to reload.
      setStale(true);
      return;
    }
    if (outcome.details?.length) showIssues(outcome.details);
    setBanner(outcome.message);
  });

  const reload = async () => {
    if (target.mode !== 'edit') return;
    setReloading(true);
    const current = await loadCurrentVendor(target.vendor.id);
    setReloading(false);
    if (!current) {
      setBanner(RELOAD_FAILED);
      return;
    }
    form.reset(vendorToFormValues(current));
    setLoadedVersion(current.version);
    setStale(false);
    setBanner(null);
    void refresh();
  };

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
      {stale && (
        <div
          role="alert"
          className="mb-4 flex flex-col gap-3 rounded-lg border border-amber-300 bg-amber-50 px-3 py-3 text-sm text-amber-950 sm:flex-row sm:items-center"
        >
          <p className="flex-1">{STALE_VENDOR_PROMPT}</p>
          <button type="button" className="btn-secondary shrink-0" onClick={() => void reload()} disabled={busy}>
            {reloading ? 'Reloading...' : 'Reload vendor'}
          </button>
        </div>
      )}
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

/** Add and edit open as a modal form (see docs/marketplace.md#vendor-management); a fresh form for each vendor opened. */
export function VendorFormDialog({ target, onClose }: { target: VendorFormTarget | null; onClose: () => void }) {
  if (!target) return null;
  return <OpenVendorFormDialog key={target.mode === 'edit' ? target.vendor.id : 'add'} target={target} onClose={onClose} />;
}
