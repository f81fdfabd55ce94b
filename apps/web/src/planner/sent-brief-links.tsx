import { ArrowRight, Send } from 'lucide-react';
import { Link } from 'react-router-dom';
import { formatIndianDay } from '../dates/format-day.js';
import { usePlan } from '../current-plan/plan-store.js';

/** The briefs this plan has sent, newest first, each with its private comparison link. */
export function SentBriefLinks({ className = '' }: { className?: string }) {
  const briefs = usePlan((plan) => plan.briefs);
  if (briefs.length === 0) return null;
  return (
    <section aria-labelledby="sent-briefs-title" className={`card border-green-200 bg-green-50/50 ${className}`} data-testid="sent-briefs">
      <h3 id="sent-briefs-title" className="flex items-center gap-2 text-base font-semibold text-ink">
        <Send className="size-4 text-green-700" aria-hidden />
        Your briefs
      </h3>
      <ul className="mt-3 space-y-2">
        {[...briefs].reverse().map((brief) => (
          <li key={brief.ownerToken} className="flex flex-col gap-2 text-sm sm:flex-row sm:items-center sm:justify-between">
            <span className="min-w-0 break-words text-slate-700">
              Sent {formatIndianDay(brief.sentAt)}
              {brief.builders.length > 0 && <> to {brief.builders.join(', ')}</>}
            </span>
            <Link to={`/briefs/${brief.ownerToken}`} className="btn-secondary shrink-0 self-start px-3 py-1.5 sm:self-auto">
              Compare bids
              <ArrowRight className="size-4" aria-hidden />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
