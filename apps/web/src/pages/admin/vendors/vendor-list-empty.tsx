import { Plus, Store } from 'lucide-react';

/** §2: No vendors found, or No vendors found matching your search, and a way to add one. */
export function VendorListEmpty({ searching, onAdd }: { searching: boolean; onAdd: () => void }) {
  return (
    <div className="card py-12 text-center">
      <Store className="mx-auto size-10 text-slate-300" aria-hidden />
      <p className="mt-3 font-medium text-ink">{searching ? 'No vendors found matching your search' : 'No vendors found'}</p>
      <button type="button" className="btn-primary mt-5" onClick={onAdd}>
        <Plus className="size-4" aria-hidden />
        Add Your First Vendor
      </button>
    </div>
  );
}
