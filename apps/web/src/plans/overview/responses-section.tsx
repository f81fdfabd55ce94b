import type { SavedPlan } from '@stallplan/contracts';
import { CheckCircle2, MessageSquareWarning } from 'lucide-react';
import { DECISION_LABELS, formatDateTime, newestFirst } from './overview-text.js';

/** What viewers answered through share links, newest first. */
export function ResponsesSection({ plan }: { plan: SavedPlan }) {
  return (
    <section aria-labelledby="responses-title" className="card">
      <h2 id="responses-title" className="section-title">
        Answers
      </h2>
      {plan.responses.length === 0 ? (
        <p className="text-sm text-slate-600">No answers yet. Viewers of a share link can approve the plan or ask for changes.</p>
      ) : (
        <ul className="space-y-3" data-testid="responses">
          {newestFirst(plan.responses).map((response) => (
            <li key={response.id} className="rounded-lg border border-slate-200 p-3">
              <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
                {response.decision === 'approved' ? (
                  <CheckCircle2 className="size-4 text-green-700" aria-hidden />
                ) : (
                  <MessageSquareWarning className="size-4 text-amber-700" aria-hidden />
                )}
                <span className="font-semibold text-ink">{response.name}</span>
                <span>{DECISION_LABELS[response.decision]}</span>
                <span className="text-slate-500">
                  · version {response.versionNumber} · {formatDateTime(response.createdAt)}
                </span>
              </p>
              {response.note && <p className="mt-1 whitespace-pre-line break-words text-sm text-slate-700">{response.note}</p>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
