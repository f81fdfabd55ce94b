import type { Vendor } from '@stallplan/contracts';
import { useState } from 'react';
import { adminApi } from '../../../admin/admin-session.js';
import { ConfirmDeleteDialog } from '../../../ui/confirm-delete-dialog.js';
import { useToast } from '../../../ui/toaster.js';
import { useRefreshVendors } from './use-admin-vendors.js';

const DELETE_FAILED = 'Failed to delete vendor';

/** The confirmation (see docs/marketplace.md#vendor-management); the vendor goes for good once confirmed. */
export function DeleteVendorDialog({ vendor, onClose }: { vendor: Vendor | null; onClose: () => void }) {
  const toast = useToast();
  const refresh = useRefreshVendors();
  const [deleting, setDeleting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setError(null);
    onClose();
  };

  const confirm = async () => {
    if (!vendor) return;
    setDeleting(true);
    setError(null);
    try {
      const result = await adminApi.deleteAdminVendor({ params: { id: vendor.id } });
      // A vendor someone else already removed is gone either way.
      if (result.status === 200 || result.status === 404) {
        await refresh();
        toast({ title: 'Vendor deleted', description: `${vendor.name} was removed.`, variant: 'success' });
        close();
        return;
      }
      console.error('Vendor delete refused', result.body);
      setError(DELETE_FAILED);
    } catch (caught) {
      console.error('Failed to delete vendor', caught);
      setError(DELETE_FAILED);
    } finally {
      setDeleting(false);
    }
  };

  return (
    <ConfirmDeleteDialog
      open={vendor !== null}
      title="Delete Vendor"
      warning="Are you sure you want to delete the vendor? This is an irreversible action and all vendor data will be permanently removed."
      subject={
        vendor && (
          <p className="text-sm text-slate-700">
            Vendor: <strong className="font-semibold text-ink">{vendor.name}</strong>
          </p>
        )
      }
      pending={deleting}
      failure={error}
      onCancel={close}
      onConfirm={() => void confirm()}
    />
  );
}
