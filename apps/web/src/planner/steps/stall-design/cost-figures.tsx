import { areaUnitOptions, type Currency, type StallCostResult, type StallDesignData } from '@stallplan/contracts';
import { formatInr, stallCostGroups } from '@stallplan/pricing';
import { referenceRatesNote, showMoney } from './money-display.js';

interface CostFiguresProps {
  design: Pick<StallDesignData, 'area' | 'areaUnit'>;
  cost: StallCostResult;
  currency: Currency;
}

/** The total, the average per sq m and the six-group breakdown, in the chosen currency. */
export function CostFigures({ design, cost, currency }: CostFiguresProps) {
  const money = (amount: number) => showMoney(amount, currency);
  const areaText = design.areaUnit === 'sqm' ? `${design.area} sq m` : `${design.area} ${areaUnitOptions.label(design.areaUnit)} (${cost.areaSqm} sq m)`;
  return (
    <div className="space-y-4">
      <div aria-live="polite" aria-atomic="true">
        <p className="text-sm text-slate-600">Estimated total</p>
        <p data-testid="live-cost-total" className="text-3xl font-bold tracking-tight text-ink">
          {money(cost.totalCost)}
        </p>
        {currency !== 'INR' && <p className="text-sm text-slate-600">{formatInr(cost.totalCost)}</p>}
        <p className="mt-1 text-sm text-slate-600">
          <span data-testid="live-cost-per-sqm" className="font-medium text-ink">
            {money(cost.perSqm)}
          </span>{' '}
          per sq m on average, for {areaText}
        </p>
      </div>
      <ul className="divide-y divide-orange-100 text-sm" aria-label="Cost breakdown">
        {stallCostGroups(cost).map((group) => (
          <li key={group.key} className="py-2">
            <div className="flex justify-between gap-3 font-medium">
              <span>{group.label}</span>
              <span>{money(group.total)}</span>
            </div>
            {group.lines.some((line) => line.amount > 0) && (
              <ul className="mt-1 space-y-0.5 text-xs text-slate-600">
                {group.lines
                  .filter((line) => line.amount > 0)
                  .map((line) => (
                    <li key={line.key} className="flex justify-between gap-3 pl-3">
                      <span>{line.label}</span>
                      <span>{money(line.amount)}</span>
                    </li>
                  ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
      {currency !== 'INR' && <p className="field-hint">{referenceRatesNote()}</p>}
    </div>
  );
}
