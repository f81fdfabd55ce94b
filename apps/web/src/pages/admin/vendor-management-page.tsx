import type { Vendor } from '@stallplan/contracts';
import { Plus, Search, Store } from 'lucide-react';
import { useDeferredValue, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { AdminGuard } from '../../admin/admin-guard.js';
import { usePageMeta } from '../../layout/use-page-meta.js';
import { AdminHeader } from './admin-header.js';
import { AdminListEmpty, AdminListError, AdminListSkeleton } from './shared/admin-list-states.js';
import { loadFailureDetail } from './shared/load-failure.js';
import { DeleteVendorDialog } from './vendors/delete-vendor-dialog.js';
import { countPending, filterVendors } from './vendors/filter-vendors.js';
import { useAdminVendors } from './vendors/use-admin-vendors.js';
import { VendorCards } from './vendors/vendor-cards.js';
import { VendorFormDialog, type VendorFormTarget } from './vendors/vendor-form-dialog.js';
import { VendorTable } from './vendors/vendor-table.js';

function VendorManagement() {
  const vendors = useAdminVendors();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  const [editing, setEditing] = useState<Vendor | null>(null);
  const [deleting, setDeleting] = useState<Vendor | null>(null);

  // `?action=add` is the dashboard's Add New Vendor: the add form is part of the address.
  const adding = params.get('action') === 'add';
  const target: VendorFormTarget | null = editing ? { mode: 'edit', vendor: editing } : adding ? { mode: 'add' } : null;
  const openAdd = () => {
    setEditing(null);
    void navigate('/admin/vendor?action=add');
  };
  const closeForm = () => {
    setEditing(null);
    if (adding) void navigate('/admin/vendor', { replace: true });
  };

  const all = vendors.data;
  const shown = useMemo(() => filterVendors(all ?? [], deferredSearch), [all, deferredSearch]);
  const pending = all ? countPending(all) : 0;

  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <AdminHeader
        title="Vendor Management"
        actions={
          <button type="button" className="btn-primary" onClick={openAdd}>
            <Plus className="size-4" aria-hidden />
            Add Vendor
          </button>
        }
      />

      <div className="mb-5 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 className="text-lg font-semibold text-ink">All Vendors ({all?.length ?? 0})</h2>
          {pending > 0 && <p className="text-sm text-amber-800">{pending} awaiting approval</p>}
        </div>
        <div className="relative sm:w-80">
          <label htmlFor="vendor-search" className="sr-only">
            Search vendors
          </label>
          <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-400" aria-hidden />
          <input
            id="vendor-search"
            type="search"
            className="field-input pl-9"
            placeholder="Search by name, category, city or state"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
      </div>

      {vendors.isPending ? (
        <AdminListSkeleton label="Loading vendors" />
      ) : vendors.isError ? (
        <AdminListError message="Could not load the vendors." detail={loadFailureDetail(vendors.error)} onRetry={() => void vendors.refetch()} />
      ) : shown.length === 0 ? (
        /** No vendors found, or No vendors found matching your search (see docs/marketplace.md#vendor-management), and a way to add one. */
        <AdminListEmpty
          icon={<Store className="size-10 text-slate-300" aria-hidden />}
          title={search.trim() !== '' ? 'No vendors found matching your search' : 'No vendors found'}
          action={
            <button type="button" className="btn-primary" onClick={openAdd}>
              <Plus className="size-4" aria-hidden />
              Add Your First Vendor
            </button>
          }
        />
      ) : (
        <>
          <VendorTable vendors={shown} onEdit={setEditing} onDelete={setDeleting} />
          <VendorCards vendors={shown} onEdit={setEditing} onDelete={setDeleting} />
        </>
      )}

      <VendorFormDialog target={target} onClose={closeForm} />
      <DeleteVendorDialog vendor={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}

/** `/admin/vendor` and `/admin/vendor-management` (see docs/marketplace.md#vendor-management): admin only. */
export function VendorManagementPage() {
  usePageMeta('Vendor Management', 'Add, edit, approve and remove the builders and vendors of the StallPlan catalogue.');
  return (
    <AdminGuard>
      <VendorManagement />
    </AdminGuard>
  );
}
