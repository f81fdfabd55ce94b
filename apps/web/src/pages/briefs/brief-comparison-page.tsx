import { utcToday, type BriefComparison, type Review } from '@stallplan/contracts';
import { formatInr } from '@stallplan/pricing';
import { CalendarClock, Inbox } from 'lucide-react';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { formatCalendarDay, formatIndianDay } from '../../dates/format-day.js';
import { BriefSummary } from '../../briefs/brief-summary.js';
import { InvalidLinkNotice, LoadErrorNotice, PageSkeleton } from '../../ui/page-notices.js';
import { usePrivatePageMeta } from '../../layout/use-private-page-meta.js';
import { AwardDialog } from './award-dialog.js';
import { awardedBuilderName, type BidColumn } from './comparison-marks.js';
import { ComparisonTable } from './comparison-table.js';
import { InvitationsList } from './invitations-list.js';
import { ReviewForm } from './review-form.js';
import { reviewPanelOf } from './review-panel.js';
import { SubmittedReview } from './submitted-review.js';
import { useBriefComparison, useReplaceComparison } from './use-brief-comparison.js';

function NoBidsYet({ comparison }: { comparison: BriefComparison }) {
  return (
    <div className="card flex flex-col items-center gap-2 py-10 text-center" data-testid="no-bids">
      <Inbox className="size-10 text-brand-600" aria-hidden />
      <p className="font-semibold text-ink">No bids yet</p>
      <p className="max-w-md text-sm text-slate-600">
        The builders have until {formatIndianDay(comparison.brief.bidsCloseAt)} to bid. For reference, StallPlan estimates this stall at{' '}
        {formatInr(comparison.estimate.total)}.
      </p>
    </div>
  );
}

function ReviewSection({ token, comparison, onStale }: { token: string; comparison: BriefComparison; onStale: () => void }) {
  const replace = useReplaceComparison(token);
  const [thanked, setThanked] = useState(false);
  // The service's day (UTC) decides when reviews open, so the page counts the same way.
  const panel = reviewPanelOf(comparison, utcToday());
  const reviewed = (review: Review) => {
    setThanked(true);
    replace((current) => ({ ...current, review, canReview: false }));
  };
  switch (panel.kind) {
    case 'submitted':
      return <SubmittedReview review={panel.review} thanked={thanked} />;
    case 'form':
      return <ReviewForm token={token} builderName={panel.builderName} onReviewed={reviewed} onStale={onStale} />;
    case 'after-show':
      return (
        <p className="card flex items-start gap-2 text-sm text-slate-700" data-testid="review-later">
          <CalendarClock className="mt-0.5 size-5 shrink-0 text-brand-600" aria-hidden />
          You can review {panel.builderName} after the show ends on {formatCalendarDay(panel.endDate)}.
        </p>
      );
    case 'none':
      return null;
  }
}

function Comparison({ token, comparison, onStale }: { token: string; comparison: BriefComparison; onStale: () => void }) {
  const replace = useReplaceComparison(token);
  const [awarding, setAwarding] = useState<BidColumn | null>(null);
  const [awardOpen, setAwardOpen] = useState(false);
  const chosen = awardedBuilderName(comparison);
  return (
    <div className="space-y-6">
      <BriefSummary brief={comparison.brief} title={`Bids for your stall at ${comparison.brief.event.exhibitionName}`} designFolded />
      <InvitationsList comparison={comparison} />
      <section aria-labelledby="comparison-title" className="min-w-0">
        <h2 id="comparison-title" className="section-title mb-1">
          Bids side by side
        </h2>
        <p className="mb-3 text-sm text-slate-600">
          {chosen
            ? `You chose ${chosen}. They have your contact details; the other builders have been told.`
            : 'Compare each line with the other bids and with StallPlan’s estimate, then award the stall to one builder.'}
        </p>
        {comparison.bids.length === 0 ? (
          <NoBidsYet comparison={comparison} />
        ) : (
          <ComparisonTable
            comparison={comparison}
            onAward={(column) => {
              setAwarding(column);
              setAwardOpen(true);
            }}
          />
        )}
      </section>
      <ReviewSection token={token} comparison={comparison} onStale={onStale} />
      <AwardDialog token={token} column={awarding} open={awardOpen} onOpenChange={setAwardOpen} onAwarded={(next) => replace(() => next)} onStale={onStale} />
    </div>
  );
}

/**
 * `/briefs/:token`: the exhibitor's private comparison of the bids on their brief, with the award
 * and, after the show, the review. The link is the key; there is no account.
 */
export function BriefComparisonPage() {
  const { token = '' } = useParams();
  const load = useBriefComparison(token);
  const data = load.data?.kind === 'ok' ? load.data.data : null;
  usePrivatePageMeta(
    data ? `Compare bids: ${data.brief.event.exhibitionName}` : 'Compare bids',
    'Your private StallPlan page to compare builders’ bids on your stall brief line by line, award the stall and review the builder.',
  );
  const reload = () => void load.refetch();

  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:py-10">
      {load.isPending ? (
        <PageSkeleton label="Loading your bids" />
      ) : load.isError ? (
        <LoadErrorNotice title="The bids could not be loaded" message="Something went wrong while loading your brief. Please try again." onRetry={reload} />
      ) : load.data.kind === 'invalid' || !data ? (
        <InvalidLinkNotice />
      ) : (
        <Comparison token={token} comparison={data} onStale={reload} />
      )}
    </div>
  );
}
