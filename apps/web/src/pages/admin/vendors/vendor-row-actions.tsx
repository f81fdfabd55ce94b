import type { Vendor } from '@stallplan/contracts';
import { Pencil, Trash2 } from 'lucide-react';

export interface VendorActions {
  onEdit: (vendor: Vendor) => void;
  onDelete: (vendor: Vendor) => void;
}

export function VendorRowActions({ vendor, onEdit, onDelete }: { vendor: Vendor } & VendorActions) {
  return (
    <div className="flex justify-end gap-1">
      <button type="button" className="btn-ghost px-2.5 py-1.5" onClick={() => onEdit(vendor)} aria-label={`Edit ${vendor.name}`}>
        <Pencil className="size-4" aria-hidden />
        <span className="hidden xl:inline">Edit</span>
      </button>
      <button
        type="button"
        className="btn-ghost px-2.5 py-1.5 text-red-700 hover:bg-red-50"
        onClick={() => onDelete(vendor)}
        aria-label={`Delete ${vendor.name}`}
      >
        <Trash2 className="size-4" aria-hidden />
        <span className="hidden xl:inline">Delete</span>
      </button>
    </div>
  );
}
