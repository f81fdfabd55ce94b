import { GST_RATE } from '@stallplan/pricing';
import { CheckCircle2 } from 'lucide-react';
import type { QuotePlan } from './quote-figures.js';

/** What the plan covers, in words: the fixed parts every quote has, then what was selected. */
export function packageIncludes(plan: QuotePlan): string[] {
  const { flights, hotel, logistics, vendors } = plan.selections;
  return [
    'Stall construction, design and branding',
    'Lighting, electrical work and on-site setup',
    flights.length > 0 ? `Flights for the whole team (${flights.length} selected)` : 'Travel allowance for the whole team',
    hotel ? `Hotel stay at ${hotel.name}` : 'Accommodation allowance for every night of the show',
    logistics ? `Freight by ${logistics.provider}` : 'Freight of the exhibition material',
    'Marketing materials and digital promotion',
    ...(vendors.length > 0 ? [`${vendors.length} matched vendor${vendors.length === 1 ? '' : 's'}`] : []),
    `GST at ${Math.round(GST_RATE * 100)}%, shown separately`,
  ];
}

export function PackageIncludes({ plan }: { plan: QuotePlan }) {
  return (
    <section className="card" aria-labelledby="package-includes-title">
      <h3 id="package-includes-title" className="section-title">
        Complete Package Includes
      </h3>
      <ul className="grid gap-2 text-sm sm:grid-cols-2">
        {packageIncludes(plan).map((item) => (
          <li key={item} className="flex items-start gap-2">
            <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-green-600" aria-hidden />
            {item}
          </li>
        ))}
      </ul>
    </section>
  );
}
