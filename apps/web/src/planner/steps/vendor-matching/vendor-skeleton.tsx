/** Three placeholder cards while the vendors load (see docs/planner.md#step-3-vendor-matching). */
export const SKELETON_CARDS = 3;

function SkeletonCard() {
  return (
    <div className="card animate-pulse space-y-4" aria-hidden data-testid="vendor-skeleton">
      <div className="flex justify-between gap-3">
        <div className="flex-1 space-y-2">
          <div className="h-4 w-3/4 rounded bg-slate-200" />
          <div className="h-3 w-1/2 rounded bg-slate-200" />
        </div>
        <div className="h-7 w-20 rounded-full bg-slate-200" />
      </div>
      <div className="h-3 w-2/3 rounded bg-slate-200" />
      <div className="flex gap-2">
        <div className="h-5 w-16 rounded bg-slate-200" />
        <div className="h-5 w-20 rounded bg-slate-200" />
        <div className="h-5 w-12 rounded bg-slate-200" />
      </div>
      <div className="grid grid-cols-3 gap-2">
        <div className="h-9 rounded-lg bg-slate-200" />
        <div className="h-9 rounded-lg bg-slate-200" />
        <div className="h-9 rounded-lg bg-slate-200" />
      </div>
    </div>
  );
}

export function VendorSkeletons() {
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">Finding vendors for your booth...</span>
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {Array.from({ length: SKELETON_CARDS }, (_, index) => (
          <SkeletonCard key={index} />
        ))}
      </div>
    </div>
  );
}
