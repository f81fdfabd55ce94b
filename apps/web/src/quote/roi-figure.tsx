import { formatExpectedDeals, formatInr, formatRoiPct, type DealRoi } from '@stallplan/pricing';
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

/**
 * What the ROI's assumptions give, as step 7's ROI tab and a shared plan both show it. Test ids are
 * `<prefix>-cost-per-lead`, `-expected-deals`, `-profit-per-deal`, `-gross-profit`, `-break-even`, `-roi`.
 */
export function DealRoiResultFigures({ result, testIdPrefix }: { result: DealRoi; testIdPrefix: string }) {
  const id = (name: string) => `${testIdPrefix}-${name}`;
  return (
    <>
      <RoiFigure
        label="Cost per qualified lead"
        value={result.costPerLead === null ? 'No leads' : formatInr(result.costPerLead)}
        testId={id('cost-per-lead')}
      />
      <RoiFigure label="Expected deals" value={formatExpectedDeals(result.expectedDeals)} testId={id('expected-deals')} />
      <RoiFigure label="Gross profit per deal" value={formatInr(result.grossProfitPerDeal)} testId={id('profit-per-deal')} />
      <RoiFigure label="Expected gross profit" value={formatInr(result.expectedGrossProfit)} testId={id('gross-profit')} />
      <RoiFigure
        label="Deals needed to break even"
        value={result.dealsToBreakEven === null ? 'Never' : formatCount(result.dealsToBreakEven)}
        testId={id('break-even')}
        hint={result.dealsToBreakEven === null ? 'A deal earns no gross profit.' : undefined}
      />
      <RoiFigure
        label="Return on investment"
        value={result.roiPct === null ? 'No cost to measure' : formatRoiPct(result.roiPct)}
        testId={id('roi')}
        hint="Gross profit against the show's cost"
      />
    </>
  );
}
