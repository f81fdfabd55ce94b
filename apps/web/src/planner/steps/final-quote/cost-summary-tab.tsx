import { formatInr, venueText } from '@stallplan/pricing';
import { CalendarDays, MapPin, Ruler, Users } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { BudgetCheck } from './budget-check.js';
import { CategoryCard } from './category-card.js';
import { CategoryDetailModal } from './category-detail-modal.js';
import { categoryDetail } from './category-details.js';
import { PackageIncludes } from './package-includes.js';
import { showSqm, type QuoteFigures, type QuotePlan } from './quote-figures.js';
import { QuoteLinesTable } from '../../../quote/quote-lines-table.js';
import { SelectionCards } from './selection-cards.js';
import { StallPricingChoice } from './stall-pricing-choice.js';
import type { QuoteCardKey } from '@stallplan/pricing';

interface CostSummaryTabProps {
  plan: QuotePlan;
  figures: QuoteFigures;
}

/** The Cost Summary tab: the grand total, the plan's size, three category cards, the lines and the selections. */
export function CostSummaryTab({ plan, figures }: CostSummaryTabProps) {
  const [openKey, setOpenKey] = useState<QuoteCardKey | null>(null);
  const { totals } = figures.quote;
  const openCard = figures.cards.find((card) => card.key === openKey);

  return (
    <div className="space-y-6">
      <div className="card bg-gradient-to-br from-brand-50 to-white">
        <p className="text-sm font-medium text-slate-600">Total investment</p>
        <p data-testid="quote-grand-total" className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">
          {formatInr(totals.grandTotal)}
        </p>
        <p className="mt-1 text-sm text-slate-600">
          <span data-testid="quote-subtotal">{formatInr(totals.subtotal)}</span> before GST, plus GST of{' '}
          <span data-testid="quote-gst">{formatInr(totals.gst)}</span> added line by line; fares and hotel tariffs already include their taxes.
        </p>
        <p className="mt-1 flex items-center gap-1 text-sm text-slate-600" data-testid="quote-venue">
          <MapPin className="size-4 shrink-0" aria-hidden />
          {venueText(figures.formData, plan.event)}
        </p>
        <dl className="mt-4 grid grid-cols-3 gap-3 text-sm">
          <Fact icon={<Users className="size-4" aria-hidden />} label="Travellers" value={String(figures.teamSize)} testId="quote-team-size" />
          <Fact icon={<CalendarDays className="size-4" aria-hidden />} label="Event days" value={String(figures.eventDays)} testId="quote-event-days" />
          <Fact icon={<Ruler className="size-4" aria-hidden />} label="Booth size" value={`${showSqm(figures.boothSizeSqm)} sq m`} testId="quote-booth-size" />
        </dl>
      </div>

      <StallPricingChoice figures={figures} />

      <div className="grid gap-4 md:grid-cols-3">
        {figures.cards.map((card) => (
          <CategoryCard key={card.key} card={card} figures={figures} onOpen={() => setOpenKey(card.key)} />
        ))}
      </div>

      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <QuoteLinesTable quote={figures.quote} />
        <BudgetCheck budget={figures.budget} />
      </div>

      <SelectionCards plan={plan} figures={figures} />
      <PackageIncludes figures={figures} />

      <CategoryDetailModal detail={openCard ? categoryDetail(openCard, plan, figures) : null} onClosed={() => setOpenKey(null)} />
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
