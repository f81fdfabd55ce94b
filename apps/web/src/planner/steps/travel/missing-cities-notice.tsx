import { ArrowLeft, MapPinOff } from 'lucide-react';
import { planStore } from '../../../current-plan/plan-store.js';

const listed = (fields: string[]) => (fields.length > 1 ? `${fields.slice(0, -1).join(', ')} and ${fields.at(-1)}` : (fields[0] ?? ''));

/** In place of a search that cannot run yet (see docs/planner.md#search-requests): what step 1 still needs, and a way back to it. */
export function MissingCitiesNotice({ missing, purpose }: { missing: string[]; purpose: string }) {
  return (
    <div role="status" className="card flex flex-col items-center px-4 py-10 text-center">
      <MapPinOff className="mb-3 size-10 text-slate-400" aria-hidden />
      <h3 className="text-lg font-semibold text-ink">Complete Your Travel Details</h3>
      <p className="mt-1 max-w-md text-sm text-slate-600">
        {purpose} Required: {listed(missing)} from step 1, Exhibition Details.
      </p>
      <button type="button" className="btn-secondary mt-5" onClick={() => planStore.goToStep(1)}>
        <ArrowLeft className="size-4" aria-hidden />
        Back to Exhibition Details
      </button>
    </div>
  );
}
