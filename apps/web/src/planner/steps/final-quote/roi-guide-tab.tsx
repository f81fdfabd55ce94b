import { DealRoiSection } from './deal-roi-section.js';
import type { QuoteFigures } from './quote-figures.js';

const ROI_TIPS = [
  'Set a lead target before the show: the break-even figure above is the least worth aiming for.',
  'Qualify visitors at the stall so sales follows up the leads most likely to buy.',
  'Book meetings with key buyers before the show; planned meetings convert best.',
  'Follow up every lead within 48 hours, while the conversation is fresh.',
  'Track orders back to the show for six months: that is when most exhibition revenue arrives.',
];

/** The ROI Guide tab: the quote's one ROI, from assumptions the user can change, and tips. */
export function RoiGuideTab({ figures }: { figures: QuoteFigures }) {
  return (
    <div className="space-y-6">
      <DealRoiSection figures={figures} />
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
