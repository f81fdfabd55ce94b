import { LIVE_COST_ID } from './live-cost-sidebar.js';
import { useInView } from './use-in-view.js';

/**
 * On phones the Live Cost sits above the form. Once it scrolls away, this slim bar carries the
 * total down the page; it keeps its own space at the end of the form, so no field stays hidden
 * under it.
 */
export function PhoneCostBar({ total, onShowDetails }: { total: string | null; onShowDetails: () => void }) {
  const sidebarInView = useInView(LIVE_COST_ID);
  return (
    <div hidden={sidebarInView} className="sticky bottom-0 z-10 rounded-xl border border-orange-200 bg-white/95 px-4 py-2 shadow-md backdrop-blur lg:hidden">
      <div className="flex items-center justify-between gap-3">
        <p className="min-w-0 text-sm text-slate-600">
          Estimated total <span className="block font-semibold text-ink">{total ?? 'Enter your booth area'}</span>
        </p>
        <button type="button" className="btn-secondary shrink-0 px-3 py-1.5" onClick={onShowDetails}>
          Cost details
        </button>
      </div>
    </div>
  );
}
