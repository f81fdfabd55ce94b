import type { FinancialYearTotals } from '@stallplan/contracts';
import { formatInr } from '@stallplan/pricing';
import { financialYearLabel, QUARTERS, quarterBarPercents } from '../../my-plans/financial-year.js';

/**
 * One financial year's spending (grand totals with GST) by quarter, April first, and the year's
 * total. The bars only draw the figures; the text beside them carries every amount for every reader.
 */
export function FinancialYearSummary({ totals }: { totals: FinancialYearTotals }) {
  const label = financialYearLabel(totals.financialYear);
  const percents = quarterBarPercents(totals.quarters);
  const captionId = `fy-${totals.financialYear}-caption`;
  return (
    <figure className="card min-w-0" aria-labelledby={captionId} data-testid={`fy-summary-${totals.financialYear}`}>
      <figcaption id={captionId} className="mb-3 text-sm font-semibold text-ink">
        Spending by quarter, with GST<span className="sr-only">, {label}</span>
      </figcaption>
      <dl className="space-y-2 text-sm">
        {QUARTERS.map((quarter, index) => (
          <div key={quarter.short} className="grid grid-cols-[5.5rem_minmax(0,1fr)] items-center gap-3 sm:grid-cols-[7rem_minmax(0,1fr)]">
            <dt className="text-slate-700">
              {quarter.short} <span className="text-xs text-slate-500">{quarter.months}</span>
              <span className="sr-only"> ({quarter.spoken})</span>
            </dt>
            <dd className="flex min-w-0 items-center gap-2">
              <span className="h-3 min-w-0 flex-1 rounded-full bg-slate-100" aria-hidden>
                <span className="block h-3 rounded-full bg-brand-500" style={{ width: `${percents[index] ?? 0}%` }} />
              </span>
              <span className="min-w-[6.5rem] shrink-0 text-right font-medium text-ink" data-testid={`fy-quarter-${index + 1}`}>
                {formatInr(totals.quarters[index] ?? 0)}
              </span>
            </dd>
          </div>
        ))}
        <div className="flex justify-between border-t border-slate-100 pt-2 text-base font-bold text-ink">
          <dt>
            {label} total <span className="text-sm font-normal text-slate-600">({totals.plans === 1 ? '1 plan' : `${totals.plans} plans`})</span>
          </dt>
          <dd data-testid="fy-total">{formatInr(totals.total)}</dd>
        </div>
      </dl>
    </figure>
  );
}
