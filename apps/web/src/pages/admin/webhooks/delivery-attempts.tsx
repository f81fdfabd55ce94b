import type { WebhookAttempt } from '@stallplan/contracts';
import { formatAdminDateTime } from '../dashboard/format-admin-date.js';
import { attemptCodeText, attemptDurationText, attemptSucceeded } from './delivery-display.js';

/** Every try of one delivery, first to last: when, the answer, how long, the error, and whether the admin asked for it. */
export function DeliveryAttempts({ attempts }: { attempts: readonly WebhookAttempt[] }) {
  if (attempts.length === 0) return <p className="text-xs text-slate-500">No try made yet.</p>;
  return (
    <ol className="flex flex-col gap-1 text-xs" aria-label="Attempts">
      {attempts.map((attempt, index) => (
        <li key={`${attempt.at}-${index}`} data-testid="delivery-attempt" className="flex flex-wrap items-baseline gap-x-2 gap-y-0.5 text-slate-700">
          <span className="font-medium text-slate-500">#{index + 1}</span>
          <span>{formatAdminDateTime(attempt.at)}</span>
          <span className={attemptSucceeded(attempt) ? 'font-semibold text-green-800' : 'font-semibold text-red-700'}>{attemptCodeText(attempt)}</span>
          <span>{attemptDurationText(attempt)}</span>
          {attempt.replay && <span className="rounded bg-blue-100 px-1.5 text-blue-800">Replay</span>}
          {attempt.error && <span className="basis-full break-words text-red-700">{attempt.error}</span>}
        </li>
      ))}
    </ol>
  );
}
