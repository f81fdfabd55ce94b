import { formatInr, GST_RATE } from '@stallplan/pricing';
import { CalendarDays, Ruler, Users } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { CategoryCard } from './category-card.js';
import { CategoryDetailModal } from './category-detail-modal.js';
import { categoryDetail } from './category-details.js';
import { CostChart } from './cost-chart.js';
import { PackageIncludes } from './package-includes.js';
import type { CategoryKey } from './quote-categories.js';
import { showSqm, type QuoteFigures, type QuotePlan } from './quote-figures.js';
import { quoteLines } from './quote-lines.js';
import { SelectionCards } from './selection-cards.js';
import { BudgetCheck } from './budget-check.js';

interface CostSummaryTabProps {
  plan: QuotePlan;
  figures: QuoteFigures;
}

/** The Cost Summary tab: the grand total, the plan's size, three category cards, the lines and the selections. */
export function CostSummaryTab({ plan, figures }: CostSummaryTabProps) {
  const [openKey, setOpenKey] = useState<CategoryKey | null>(null);
  const { costs } = figures;
  const openCategory = figures.categories.find((category) => category.key === openKey);

  return (
    <div className="space-y-6">
      <div className="card bg-gradient-to-br from-brand-50 to-white">
        <p className="text-sm font-medium text-slate-600">Total investment</p>
        <p data-testid="quote-grand-total" className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">
          {formatInr(costs.grandTotalWithSpace)}
        </p>
        <p className="mt-1 text-sm text-slate-600">
          <span data-testid="quote-subtotal">{formatInr(costs.totalWithSpace)}</span> plus GST at {Math.round(GST_RATE * 100)}%{' '}
          <span data-testid="quote-gst">{formatInr(costs.gstWithSpace)}</span>, including space rental of{' '}
          <span data-testid="quote-space-rental">{formatInr(costs.spaceRental)}</span>
        </p>
        <p className="mt-1 text-xs text-slate-500">{figures.space.tariff.note}</p>
        <dl className="mt-4 grid grid-cols-3 gap-3 text-sm">
          <Fact icon={<Users className="size-4" aria-hidden />} label="Team members" value={String(figures.teamSize)} testId="quote-team-size" />
          <Fact icon={<CalendarDays className="size-4" aria-hidden />} label="Event days" value={String(figures.eventDays)} testId="quote-event-days" />
          <Fact icon={<Ruler className="size-4" aria-hidden />} label="Booth size" value={`${showSqm(figures.boothSizeSqm)} sq m`} testId="quote-booth-size" />
        </dl>
      </div>

      <div className="grid gap-4 md:grid-cols-3">
        {figures.categories.map((category) => (
          <CategoryCard key={category.key} category={category} figures={figures} onOpen={() => setOpenKey(category.key)} />
        ))}
      </div>

      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <CostChart lines={quoteLines(plan, figures)} costs={costs} />
        <BudgetCheck budget={figures.budget} />
      </div>

      <SelectionCards plan={plan} figures={figures} />
      <PackageIncludes plan={plan} />

      <CategoryDetailModal detail={openCategory ? categoryDetail(openCategory, plan, figures) : null} onClosed={() => setOpenKey(null)} />
    </div>
  );
}

function Fact({ icon, label, value, testId }: { icon: ReactNode; label: string; value: string; testId: string }) {
  return (
    <div className="rounded-lg bg-white/70 p-2 sm:p-3">
      <dt className="flex items-center gap-1 text-xs text-slate-600">
        {icon}
        {label}
      </dt>
      <dd data-testid={testId} className="mt-0.5 font-semibold text-ink">
        {value}
      </dd>
    </div>
  );
}
