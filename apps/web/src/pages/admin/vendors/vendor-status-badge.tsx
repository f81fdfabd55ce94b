/** Active vendors are listed publicly; inactive ones await approval (see docs/marketplace.md#vendor-management). */
export function VendorStatusBadge({ isActive }: { isActive: boolean }) {
  return (
    <span
      className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-medium ${
        isActive ? 'bg-green-100 text-green-800' : 'bg-amber-100 text-amber-900'
      }`}
    >
      {isActive ? 'Active' : 'Pending Approval'}
    </span>
  );
}
