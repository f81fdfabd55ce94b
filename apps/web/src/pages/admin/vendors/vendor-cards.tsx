import type { Vendor } from '@stallplan/contracts';
import { builderCategoryLabel } from '../../builders/filter-builders.js';
import { VendorLogo } from './vendor-logo.js';
import { VendorRowActions, type VendorActions } from './vendor-row-actions.js';
import { VendorStatusBadge } from './vendor-status-badge.js';

/** Narrow screens: one card per vendor, the same facts and actions as the table. */
export function VendorCards({ vendors, ...actions }: { vendors: Vendor[] } & VendorActions) {
  return (
    <ul className="grid gap-3 md:hidden">
      {vendors.map((vendor) => (
        <li key={vendor.id}>
          <article aria-label={vendor.name} data-testid="vendor-card" className="card p-4">
            <div className="flex items-start gap-3">
              <VendorLogo url={vendor.logoUrl} name={vendor.name} />
              <div className="min-w-0 flex-1">
                <h3 className="break-words font-semibold text-ink">{vendor.name}</h3>
                <p className="text-sm text-slate-600">
                  {builderCategoryLabel(vendor.category)} · {vendor.city}, {vendor.state}
                </p>
                {vendor.contact.email && <p className="truncate text-xs text-slate-500">{vendor.contact.email}</p>}
              </div>
            </div>
            <div className="mt-3 flex items-center justify-between gap-2">
              <div className="flex items-center gap-2 text-xs text-slate-600">
                <VendorStatusBadge isActive={vendor.isActive} />
                <span>{vendor.priceRange}</span>
              </div>
              <VendorRowActions vendor={vendor} {...actions} />
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
