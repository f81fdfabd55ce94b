import type { SavedPlan } from '@stallplan/contracts';
import { Download, Loader2, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDeleteDialog } from '../../ui/confirm-delete-dialog.js';
import { deletePlan, downloadExport } from './overview-actions.js';

/** The owner's data: all of it as a file, or deleted for good. */
export function PlanDataSection({ token, plan, onDeleted }: { token: string; plan: SavedPlan; onDeleted: () => void }) {
  const [exporting, setExporting] = useState(false);
  const [exportFailure, setExportFailure] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [deleteFailure, setDeleteFailure] = useState<string | null>(null);

  const exportAll = async () => {
    setExporting(true);
    setExportFailure(null);
    const outcome = await downloadExport(token);
    setExporting(false);
    if (!outcome.ok) setExportFailure(outcome.refusal.message);
  };

  const remove = async () => {
    setDeleting(true);
    setDeleteFailure(null);
    const outcome = await deletePlan(token);
    setDeleting(false);
    if (outcome.ok) onDeleted();
    else setDeleteFailure(outcome.refusal.message);
  };

  return (
    <section aria-labelledby="data-title" className="card space-y-3">
      <h2 id="data-title" className="section-title mb-0">
        Your data
      </h2>
      <div className="flex flex-wrap gap-2">
        <button type="button" className="btn-secondary" onClick={() => void exportAll()} disabled={exporting}>
          {exporting ? <Loader2 className="size-4 animate-spin" aria-hidden /> : <Download className="size-4" aria-hidden />}
          Download everything (JSON)
        </button>
        <button
          type="button"
          className="btn border-red-700 bg-white text-red-800 hover:bg-red-50"
          onClick={() => {
            setDeleteFailure(null);
            setConfirming(true);
          }}
        >
          <Trash2 className="size-4" aria-hidden />
          Delete plan
        </button>
      </div>
      {exportFailure && (
        <p role="alert" className="text-sm text-red-800">
          {exportFailure}
        </p>
      )}
      <ConfirmDeleteDialog
        open={confirming}
        title="Delete this plan?"
        warning="The plan, every version and PDF, its share links and the answers are deleted for good. The planner in this browser keeps its copy, no longer saved."
        subject={<p className="text-sm font-medium text-ink">{plan.content.eventDetails.exhibitionName?.trim() || 'Unnamed show'}</p>}
        pending={deleting}
        failure={deleteFailure}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void remove()}
      />
    </section>
  );
}
