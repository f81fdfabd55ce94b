/** Counts (leads, deals) with Indian digit grouping, like the rupee amounts beside them. */
export const formatCount = (value: number) => value.toLocaleString('en-IN');

/** One figure of the ROI tab: a label, the value, and an optional note on how it was reached. */
export function RoiFigure({ label, value, testId, hint }: { label: string; value: string; testId: string; hint?: string }) {
  return (
    <div className="rounded-lg bg-slate-50 p-3">
      <dt className="text-xs text-slate-600">{label}</dt>
      <dd data-testid={testId} className="text-xl font-bold text-ink">
        {value}
      </dd>
      {hint && <dd className="text-xs text-slate-500">{hint}</dd>}
    </div>
  );
}
