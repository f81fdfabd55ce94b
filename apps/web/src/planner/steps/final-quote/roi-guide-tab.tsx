import { formatInr, ROI_RATES } from '@stallplan/pricing';
import { Target, TrendingUp } from 'lucide-react';
import type { ReactNode } from 'react';
import { DealRoiSection } from './deal-roi-section.js';
import type { QuoteFigures } from './quote-figures.js';
import { formatCount, RoiFigure } from './roi-figure.js';

const ROI_TIPS = [
  'Set a lead target before the show: the break-even figure above is the least worth aiming for.',
  'Qualify visitors at the stall so sales follows up the leads most likely to buy.',
  'Book meetings with key buyers before the show; planned meetings convert best.',
  'Follow up every lead within 48 hours, while the conversation is fresh.',
  'Track orders back to the show for six months: that is when most exhibition revenue arrives.',
];

function RoiCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <section className="card" aria-label={title}>
      <h3 className="section-title">
        {icon}
        {title}
      </h3>
      <dl className="grid grid-cols-2 gap-3">{children}</dl>
    </section>
  );
}

/** The ROI Guide tab (§9 "ROI estimate"): returns, leads and tips, measured on the total before GST. */
export function RoiGuideTab({ figures }: { figures: QuoteFigures }) {
  const { roi, costs } = figures;
  return (
    <div className="space-y-6">
      <DealRoiSection figures={figures} />
      <p className="text-sm text-slate-600">
        The planner's standard view: revenue at {ROI_RATES.revenueMultiple} × the investment of {formatInr(costs.total)} before GST and space. Estimates
        for planning, not a promise of results.
      </p>
      <div className="grid gap-4 md:grid-cols-2">
        <RoiCard icon={<TrendingUp className="size-5 text-green-600" aria-hidden />} title="Expected Returns">
          <RoiFigure label="Expected revenue" value={formatInr(roi.estimatedRevenue)} testId="roi-revenue" hint={`${ROI_RATES.revenueMultiple} × your investment`} />
          <RoiFigure label="Return on investment" value={`${roi.roiPercentage}%`} testId="roi-percentage" />
          <RoiFigure label="Payback period" value={roi.paybackPeriod} testId="roi-payback" />
          <RoiFigure label="Investment" value={formatInr(costs.total)} testId="roi-investment" hint="before GST" />
        </RoiCard>
        <RoiCard icon={<Target className="size-5 text-brand-600" aria-hidden />} title="Lead Generation">
          <RoiFigure label="Expected leads" value={formatCount(roi.estimatedLeads)} testId="roi-leads" hint={`${ROI_RATES.leadsPerSqm} per sq m of booth`} />
          <RoiFigure label="Value per lead" value={formatInr(roi.leadValue)} testId="roi-lead-value" />
          <RoiFigure label="Break-even leads" value={formatCount(roi.breakEvenLeads)} testId="roi-break-even" />
          <RoiFigure label="Conversion rate" value={roi.conversionRate} testId="roi-conversion" />
        </RoiCard>
      </div>
      <section className="card" aria-labelledby="roi-tips-title">
        <h3 id="roi-tips-title" className="section-title">
          ROI tips
        </h3>
        <ol className="list-decimal space-y-1.5 pl-5 text-sm text-slate-700">
          {ROI_TIPS.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ol>
      </section>
    </div>
  );
}
