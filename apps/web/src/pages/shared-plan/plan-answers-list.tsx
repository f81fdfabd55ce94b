import type { PlanResponse } from '@stallplan/contracts';
import { CheckCircle2, MessageSquareWarning } from 'lucide-react';
import { formatIndianDay } from '../../dates/format-day.js';
import { decisionText, newestFirst } from './plan-answer-values.js';

/** Every answer given through share links of this plan, the newest first, with who gave it and when. */
export function PlanAnswersList({ responses }: { responses: readonly PlanResponse[] }) {
  return (
    <section className="card" aria-labelledby="plan-answers-title" data-testid="plan-answers">
      <h2 id="plan-answers-title" className="section-title">
        Answers so far
      </h2>
      {responses.length === 0 ? (
        <p className="text-sm text-slate-600">No one has answered yet.</p>
      ) : (
        <ol className="space-y-3">
          {newestFirst(responses).map((response) => (
            <li key={response.id} className="rounded-lg border border-slate-100 p-3 text-sm" data-testid="plan-answer">
              <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
                {response.decision === 'approved' ? (
                  <CheckCircle2 className="size-4 shrink-0 text-green-700" aria-hidden />
                ) : (
                  <MessageSquareWarning className="size-4 shrink-0 text-amber-700" aria-hidden />
                )}
                <span className="font-semibold text-ink">{decisionText(response)}</span>
                <span className="text-slate-600">
                  by <span className="break-words">{response.name}</span>, {formatIndianDay(response.createdAt)}
                </span>
              </p>
              {response.note && <p className="mt-1 whitespace-pre-line break-words text-slate-700">{response.note}</p>}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
