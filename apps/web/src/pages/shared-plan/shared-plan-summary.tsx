import type { SharedPlan } from '@stallplan/contracts';
import { formatInr } from '@stallplan/pricing';
import { Building2, CalendarDays, MapPin, Ruler, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatDayRange, formatIndianDay } from '../../dates/format-day.js';

/** `12 sq m`, `1 person`, `4 people`; a figure the owner has not given yet is said so. */
export const boothSizeText = (sqm: number | null) => (sqm === null ? 'Not set yet' : `${sqm.toLocaleString('en-IN')} sq m`);
export const teamSizeText = (people: number | null) =>
  people === null ? 'Not set yet' : people === 1 ? '1 person' : `${people.toLocaleString('en-IN')} people`;

/**
 * The top of a shared plan: the show, the company, where and when, the stall and the team, which
 * version this is, and what it adds up to, as the final quote puts it. Never the owner's contacts.
 */
export function SharedPlanSummary({ plan }: { plan: SharedPlan }) {
  const { totals } = plan.quote;
  return (
    <section className="card bg-gradient-to-br from-brand-50 to-white" aria-labelledby="shared-plan-title">
      <p className="flex items-center gap-1.5 text-sm font-medium text-brand-800">
        <Building2 className="size-4" aria-hidden />
        <span data-testid="shared-plan-company">{plan.companyName || 'Company not named'}</span>
      </p>
      <h1 id="shared-plan-title" className="mt-1 break-words text-2xl font-bold text-ink sm:text-3xl">
        {plan.exhibitionName || 'Show not chosen yet'}
      </h1>
      <p className="mt-1 text-sm text-slate-600" data-testid="shared-plan-version">
        Version {plan.versionNumber}, of {formatIndianDay(plan.versionCreatedAt)}
      </p>
      <dl className="mt-4 grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
        <Fact icon={<MapPin className="size-4" aria-hidden />} label="City" value={plan.city || 'Not set yet'} />
        <Fact
          icon={<CalendarDays className="size-4" aria-hidden />}
          label="Dates"
          value={plan.startDate ? formatDayRange(plan.startDate, plan.endDate) : 'Not set yet'}
        />
        <Fact icon={<Ruler className="size-4" aria-hidden />} label="Stall size" value={boothSizeText(plan.boothSizeSqm)} />
        <Fact icon={<Users className="size-4" aria-hidden />} label="Team" value={teamSizeText(plan.teamSize)} />
      </dl>
      <div className="mt-5 border-t border-orange-100 pt-4">
        <p className="text-sm font-medium text-slate-600">Total investment</p>
        <p data-testid="shared-plan-grand-total" className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">
          {formatInr(totals.grandTotal)}
        </p>
        <p className="mt-1 text-sm text-slate-600">
          {formatInr(totals.subtotal)} before GST, plus GST of {formatInr(totals.gst)} added line by line; fares and hotel tariffs already include their taxes.
        </p>
      </div>
    </section>
  );
}

function Fact({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <div className="min-w-0 rounded-lg bg-white/70 p-2 sm:p-3">
      <dt className="flex items-center gap-1 text-xs text-slate-600">
        {icon}
        {label}
      </dt>
      <dd className="mt-0.5 break-words font-semibold text-ink">{value}</dd>
    </div>
  );
}
