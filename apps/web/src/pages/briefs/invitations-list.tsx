import type { BriefComparison } from '@stallplan/contracts';
import { CheckCircle2, Clock } from 'lucide-react';
import { formatIndianDay } from '../../dates/format-day.js';

/** Who was invited and who has bid so far. */
export function InvitationsList({ comparison }: { comparison: BriefComparison }) {
  const { invitations, brief } = comparison;
  const bidCount = invitations.filter((invitation) => invitation.status === 'bid').length;
  return (
    <section className="card" aria-labelledby="invited-title" data-testid="invitations">
      <h2 id="invited-title" className="section-title mb-1">
        Builders invited
      </h2>
      <p className="text-sm text-slate-600">
        {bidCount} of {invitations.length} {invitations.length === 1 ? 'builder has' : 'builders have'} bid.
        {brief.status === 'open' && ` Bids close on ${formatIndianDay(brief.bidsCloseAt)}.`}
      </p>
      <ul className="mt-3 grid gap-2 sm:grid-cols-2">
        {invitations.map((invitation) => (
          <li key={invitation.vendorId} className="flex min-w-0 items-center justify-between gap-3 rounded-lg border border-slate-200 px-3 py-2 text-sm">
            <span className="min-w-0 break-words font-medium text-ink">{invitation.vendorName}</span>
            {invitation.status === 'bid' ? (
              <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-green-100 px-2 py-0.5 text-xs font-medium text-green-800">
                <CheckCircle2 className="size-3.5" aria-hidden />
                Bid received
              </span>
            ) : (
              <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
                <Clock className="size-3.5" aria-hidden />
                No bid yet
              </span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
