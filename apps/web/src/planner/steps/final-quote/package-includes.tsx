import { countNoun } from '@stallplan/pricing';
import { CheckCircle2 } from 'lucide-react';
import type { QuoteFigures } from './quote-figures.js';

/** What the plan covers, in words, from the quote's own lines: what is chosen, and what still stands as an allowance. */
export function packageIncludes(figures: QuoteFigures): string[] {
  const { quote } = figures;
  const has = (prefix: string) => quote.lines.some((line) => line.key.startsWith(prefix));
  const stall =
    quote.stall.pricedBy === 'builder'
      ? `Stall design and build by ${quote.stall.builder?.name ?? 'your builder'}`
      : quote.stall.pricedBy === 'design'
        ? 'Your stall design, line by line'
        : 'A typical stall build, until you design yours';
  const vendors = quote.lines.filter((line) => line.key.startsWith('vendor.')).length;
  return [
    'Floor space from the organiser',
    stall,
    has('travel.local')
      ? 'A local conveyance allowance: your team is based in the show city'
      : has('travel.flight.')
        ? has('travel.allowance')
          ? 'Your chosen flight, and an allowance for the journey not chosen'
          : 'Your chosen flights for every traveller'
        : 'A travel allowance for every traveller',
    ...(has('stay.')
      ? [
          has('stay.hotel')
            ? has('stay.allowance')
              ? 'Your chosen hotel, and an allowance for the nights it does not cover'
              : 'Your chosen hotel for every night'
            : 'A stay allowance for every night of the show',
        ]
      : []),
    has('shipping.freight') ? 'Your chosen freight offer' : 'Freight of the exhibition material',
    'Marketing and promotion',
    ...(vendors > 0 ? [countNoun(vendors, 'chosen vendor')] : []),
    'GST line by line at 18%; fares and hotel tariffs include their taxes',
  ];
}

export function PackageIncludes({ figures }: { figures: QuoteFigures }) {
  return (
    <section className="card" aria-labelledby="package-includes-title">
      <h3 id="package-includes-title" className="section-title">
        Complete Package Includes
      </h3>
      <ul className="grid gap-2 text-sm sm:grid-cols-2">
        {packageIncludes(figures).map((item) => (
          <li key={item} className="flex items-start gap-2">
            <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-green-600" aria-hidden />
            {item}
          </li>
        ))}
      </ul>
    </section>
  );
}
