import type { Vendor } from '@stallplan/contracts';
import { builderCategoryLabel } from '../../builders/filter-builders.js';
import { AdminTable, type AdminColumn } from '../shared/admin-table.js';
import { VendorLogo } from './vendor-logo.js';
import { VendorRowActions, type VendorActions } from './vendor-row-actions.js';
import { VendorStatusBadge } from './vendor-status-badge.js';

const VENDOR_COLUMNS: readonly AdminColumn[] = [
  { label: 'Vendor' },
  { label: 'Category' },
  { label: 'Location' },
  { label: 'Contact', className: 'hidden lg:table-cell' },
  { label: 'Price range' },
  { label: 'Status' },
  { label: <span className="sr-only">Actions</span>, className: 'text-right' },
];

/** Wide screens: one row per vendor. */
export function VendorTable({ vendors, ...actions }: { vendors: Vendor[] } & VendorActions) {
  return (
    <AdminTable columns={VENDOR_COLUMNS}>
      {vendors.map((vendor) => (
        <tr key={vendor.id} data-testid="vendor-row" className="align-middle">
          <th scope="row" className="px-4 py-3 font-medium text-ink">
            <div className="flex items-center gap-3">
              <VendorLogo url={vendor.logoUrl} name={vendor.name} />
              <span className="min-w-0 break-words">{vendor.name}</span>
            </div>
          </th>
          <td className="px-4 py-3 text-slate-700">{builderCategoryLabel(vendor.category)}</td>
          <td className="px-4 py-3 text-slate-700">
            {vendor.city}, {vendor.state}
          </td>
          <td className="hidden max-w-56 px-4 py-3 text-slate-700 lg:table-cell">
            <span className="block truncate">{vendor.contact.email ?? '—'}</span>
            {vendor.contact.phone && <span className="block truncate text-xs text-slate-500">{vendor.contact.phone}</span>}
          </td>
          <td className="px-4 py-3 text-slate-700">{vendor.priceRange}</td>
          <td className="px-4 py-3">
            <VendorStatusBadge isActive={vendor.isActive} />
          </td>
          <td className="px-4 py-3">
            <VendorRowActions vendor={vendor} {...actions} />
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}
