import { useQueryClient } from '@tanstack/react-query';
import type { Bid } from '@stallplan/contracts';
import { Hammer } from 'lucide-react';
import { useParams } from 'react-router-dom';
import { BriefSummary } from '../../briefs/brief-summary.js';
import { InvalidLinkNotice, LoadErrorNotice, PageSkeleton } from '../../ui/page-notices.js';
import { usePrivatePageMeta } from '../../layout/use-private-page-meta.js';
import { BidForm } from './bid-form.js';
import { builderBriefKey, useBuilderBrief, type BuilderBriefLoad } from './use-builder-brief.js';

/**
 * `/bid/:token`: an invited builder's page, reached from the e-mail, with no account. The link
 * is the key: it shows the brief (never the exhibitor's contact details) and the builder's bid.
 */
export function BidPage() {
  const { token = '' } = useParams();
  const queryClient = useQueryClient();
  const load = useBuilderBrief(token);
  const data = load.data?.kind === 'ok' ? load.data.data : null;
  usePrivatePageMeta(
    data ? `Bid: ${data.brief.event.exhibitionName}` : 'Bid on a stall brief',
    'An exhibitor’s stall brief shared with invited builders on StallPlan: price it line by line and send your bid.',
  );

  const keepSaved = (bid: Bid) => {
    queryClient.setQueryData<BuilderBriefLoad>(builderBriefKey(token), (current) =>
      current?.kind === 'ok' ? { kind: 'ok', data: { ...current.data, bid } } : current,
    );
  };

  return (
    <div className="mx-auto max-w-4xl px-4 py-6 sm:py-10">
      {load.isPending ? (
        <PageSkeleton label="Loading the brief" />
      ) : load.isError ? (
        <LoadErrorNotice
          title="The brief could not be loaded"
          message="Something went wrong while loading this brief. Please try again."
          onRetry={() => void load.refetch()}
        />
      ) : load.data.kind === 'invalid' || !data ? (
        <InvalidLinkNotice />
      ) : (
        <div className="space-y-6">
          <p className="flex items-center gap-2 text-sm font-medium text-brand-800">
            <Hammer className="size-4" aria-hidden />
            {data.vendorName}, you are invited to bid on this stall
          </p>
          <BriefSummary brief={data.brief} title={`${data.brief.companyName}: stall for ${data.brief.event.exhibitionName}`} />
          <BidForm
            // An award found on reload starts the form again, read-only, from what the service holds.
            key={data.brief.status}
            token={token}
            brief={data.brief}
            bid={data.bid}
            onSaved={keepSaved}
            onStale={() => void load.refetch()}
          />
        </div>
      )}
    </div>
  );
}
