import type { SavedPlan } from '@stallplan/contracts';
import { formatInr } from '@stallplan/pricing';
import { Eye, FileDown, Loader2, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { formatDateTime } from './overview-text.js';
import { ConfirmDialog } from '../../ui/confirm-dialog.js';
import { downloadVersionPdf, restoreVersion } from './overview-actions.js';
import { VersionLinesDialog } from './version-lines-dialog.js';

interface VersionsSectionProps {
  token: string;
  plan: SavedPlan;
  /** The restored plan, as the service answered it. */
  onRestored: (plan: SavedPlan) => void;
  /** The plan changed meanwhile (409): load it again so the next try starts from the newest revision. */
  onStale: () => void;
}

/** Every version, newest first: its lines, its PDF, and a restore of an older one. */
export function VersionsSection({ token, plan, onRestored, onStale }: VersionsSectionProps) {
  const [viewing, setViewing] = useState<number | null>(null);
  const [pdf, setPdf] = useState<{ number: number; failure: string | null } | null>(null);
  const [restoring, setRestoring] = useState<number | null>(null);
  const [restorePending, setRestorePending] = useState(false);
  const [restoreFailure, setRestoreFailure] = useState<string | null>(null);

  const download = async (number: number) => {
    setPdf({ number, failure: null });
    const outcome = await downloadVersionPdf(token, number);
    setPdf(outcome.ok ? null : { number, failure: outcome.refusal.message });
  };

  const restore = async () => {
    if (restoring === null) return;
    setRestorePending(true);
    setRestoreFailure(null);
    const outcome = await restoreVersion(token, restoring, plan.revision);
    setRestorePending(false);
    if (outcome.ok) {
      setRestoring(null);
      onRestored(outcome.value);
      return;
    }
    setRestoreFailure(outcome.refusal.message);
    if (outcome.refusal.status === 409) onStale();
  };

  return (
    <section aria-labelledby="versions-title" className="card">
      <h2 id="versions-title" className="section-title">
        Versions
      </h2>
      <p className="mb-3 text-sm text-slate-600">A new version is kept whenever a saved change moves a price. Totals include GST.</p>
      <ul className="divide-y divide-slate-100" data-testid="versions">
        {[...plan.versions]
          .sort((a, b) => b.number - a.number)
          .map((version) => {
            const latest = version.number === plan.latestVersion;
            const making = pdf?.number === version.number && pdf.failure === null;
            return (
              <li key={version.number} className="flex flex-wrap items-center justify-between gap-3 py-3" data-testid={`version-${version.number}`}>
                <div>
                  <p className="font-semibold text-ink">
                    Version {version.number}
                    {latest && <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800">Newest</span>}
                  </p>
                  <p className="text-sm text-slate-600">
                    {formatDateTime(version.createdAt)} · <span className="font-medium text-ink">{formatInr(version.grandTotal)}</span> with GST
                    {version.quoteNumber && ` · Quote ${version.quoteNumber}`}
                  </p>
                  {pdf?.number === version.number && pdf.failure && (
                    <p role="alert" className="mt-1 text-sm text-red-800">
                      {pdf.failure}
                    </p>
                  )}
                </div>
                <div className="flex flex-wrap gap-2">
                  <button
                    type="button"
                    className="btn-secondary"
                    onClick={() => setViewing(version.number)}
                    aria-label={`View the lines of version ${version.number}`}
                  >
                    <Eye className="size-4" aria-hidden />
                    Lines
                  </button>
                  <button
                    type="button"
                    className="btn-secondary"
                    onClick={() => void download(version.number)}
                    disabled={making}
                    aria-label={`Download the PDF of version ${version.number}`}
                  >
                    {making ? <Loader2 className="size-4 animate-spin" aria-hidden /> : <FileDown className="size-4" aria-hidden />}
                    {making ? 'Making PDF…' : 'PDF'}
                  </button>
                  {!latest && (
                    <button
                      type="button"
                      className="btn-secondary"
                      onClick={() => {
                        setRestoreFailure(null);
                        setRestoring(version.number);
                      }}
                      aria-label={`Restore version ${version.number}`}
                    >
                      <RotateCcw className="size-4" aria-hidden />
                      Restore
                    </button>
                  )}
                </div>
              </li>
            );
          })}
      </ul>
      <VersionLinesDialog token={token} number={viewing} onClose={() => setViewing(null)} />
      <ConfirmDialog
        open={restoring !== null}
        title={`Restore version ${restoring ?? ''}?`}
        description="The plan takes this version's inputs again, kept as a new version; no version is deleted. The planner in this browser then shows the restored plan."
        confirmLabel="Restore"
        pending={restorePending}
        failure={restoreFailure}
        onCancel={() => setRestoring(null)}
        onConfirm={() => void restore()}
      />
    </section>
  );
}
