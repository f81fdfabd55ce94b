import { usePageMeta } from '../layout/use-page-meta.js';
import { PlannerWizard } from './planner-wizard.js';

export function PlannerPage() {
  usePageMeta(
    'Exhibition Stall Cost Planner',
    'Plan your trade-show stall in seven steps: design with live cost in rupees, builders near the venue, travel and a final quote with ROI.',
  );
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
      <header className="mb-6">
        <h1 className="text-2xl font-bold text-ink sm:text-3xl">Exhibition Stall Cost Planner</h1>
        <p className="mt-1 text-slate-600">From “we are taking a stall” to a priced, bookable plan.</p>
      </header>
      <PlannerWizard />
    </div>
  );
}
