import type { QuoteRoiRecord } from '@stallplan/contracts';
import { formatInr, QUALIFIED_LEADS_PER_SQM } from '@stallplan/pricing';
import { Handshake } from 'lucide-react';
import { DealRoiResultFigures, formatCount, RoiFigure } from '../../quote/roi-figure.js';

/** A percentage as the ROI form shows it: `35%`, `2.5%`. */
const percent = (value: number) => `${value.toLocaleString('en-IN', { maximumFractionDigits: 2 })}%`;

/**
 * The plan's return on investment, read-only: the assumptions it was worked out from and what they
 * give, the same figures as the planner's ROI Guide.
 */
export function SharedRoiSummary({ roi, subtotal }: { roi: QuoteRoiRecord; subtotal: number }) {
  const { inputs, result } = roi;
  const ownLeads = inputs.qualifiedLeads !== null && inputs.qualifiedLeads !== undefined;
  return (
    <section className="card" aria-labelledby="shared-roi-title" data-testid="shared-roi">
      <h2 id="shared-roi-title" className="section-title">
        <Handshake className="size-5 text-brand-600" aria-hidden />
        Return on investment
      </h2>
      <p className="mb-3 text-sm text-slate-600">
        Measured on everything the show costs: {formatInr(subtotal)} before GST. Estimates for planning, not a promise of results.{' '}
        {roi.ownFigures ? 'The assumptions are the plan owner’s own figures.' : `The assumptions are typical for ${roi.defaultsBasis.toLowerCase()}.`}
      </p>
      <h3 className="mb-2 text-sm font-semibold text-ink">Assumptions</h3>
      <dl className="mb-4 grid grid-cols-2 gap-3 lg:grid-cols-4">
        <RoiFigure label="Average deal value" value={formatInr(inputs.averageDealValue)} testId="shared-roi-deal-value" />
        <RoiFigure label="Gross margin" value={percent(inputs.grossMarginPct)} testId="shared-roi-margin" />
        <RoiFigure
          label="Qualified leads"
          value={formatCount(result.leads)}
          testId="shared-roi-leads"
          hint={ownLeads ? 'the owner’s figure' : `${QUALIFIED_LEADS_PER_SQM} per sq m of booth`}
        />
        <RoiFigure label="Leads that become deals" value={percent(inputs.leadToDealPct)} testId="shared-roi-conversion" />
      </dl>
      <h3 className="mb-2 text-sm font-semibold text-ink">What they give</h3>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-3">
        <DealRoiResultFigures result={result} testIdPrefix="shared-deal" />
      </dl>
    </section>
  );
}
