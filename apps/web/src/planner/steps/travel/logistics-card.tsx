import type { LogisticsOption } from '@stallplan/contracts';
import { formatInr } from '@stallplan/pricing';
import { Check, Minus, Truck } from 'lucide-react';
import { useId } from 'react';
import { OptionCard } from './option-card.js';

function Feature({ on, yes, no }: { on: boolean; yes: string; no: string }) {
  const Icon = on ? Check : Minus;
  return (
    <li className={`flex items-center gap-1.5 text-sm ${on ? 'text-slate-700' : 'text-slate-500'}`}>
      <Icon className={`size-4 ${on ? 'text-green-700' : 'text-slate-400'}`} aria-hidden />
      {on ? yes : no}
    </li>
  );
}

interface LogisticsCardProps {
  option: LogisticsOption;
  selected: boolean;
  onToggle: () => void;
}

/** The freight card (see docs/planner.md#offer-cards): provider, service, delivery estimate, tracking, pickup, insurance, special services, price. */
export function LogisticsCard({ option, selected, onToggle }: LogisticsCardProps) {
  const titleId = useId();
  return (
    <OptionCard titleId={titleId} selected={selected} onToggle={onToggle} footer={<p className="text-lg font-bold text-ink">{formatInr(option.price)}</p>}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={titleId} className="flex items-center gap-2 font-semibold text-ink">
          <Truck className="size-4 shrink-0 text-brand-600" aria-hidden />
          {option.provider} <span className="font-normal text-slate-600">{option.service}</span>
        </h3>
        {/* Freight offers are never sold out (see docs/planner.md#offer-cards). */}
        <span className="rounded-full bg-green-50 px-2.5 py-0.5 text-xs font-medium text-green-800">Available</span>
      </div>
      <p className="mt-2 text-sm text-slate-700">
        Estimated delivery: <span className="font-medium">{option.estimatedDelivery}</span>
      </p>
      <ul className="mt-3 grid gap-1 sm:grid-cols-3">
        <Feature on={option.tracking} yes="Live tracking" no="No tracking" />
        <Feature on={option.pickupAvailable} yes="Pickup available" no="No pickup" />
        <Feature on={option.insurance} yes="Insurance included" no="No insurance" />
      </ul>
      {option.specialServices.length > 0 ? (
        <ul aria-label="Special services" className="mt-3 flex flex-wrap gap-1.5">
          {option.specialServices.map((service) => (
            <li key={service} className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs text-slate-700">
              {service}
            </li>
          ))}
        </ul>
      ) : null}
    </OptionCard>
  );
}
