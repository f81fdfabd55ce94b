import { Gavel } from 'lucide-react';
import { usePendingReviewCount } from '../reviews/use-admin-reviews.js';
import { ActionCard } from './action-card.js';

/** Leads to the briefs, bids and reviews; the reviews link says how many wait, once that is known. */
export function BidsAndReviewsCard() {
  const pending = usePendingReviewCount();
  return (
    <ActionCard
      id="bids-and-reviews-title"
      icon={<Gavel className="size-5 text-brand-600" aria-hidden />}
      title="Briefs, Bids & Reviews"
      description="Follow the briefs exhibitors send to builders and the bids that come back, and approve reviews before they appear on builders' profiles."
      links={[
        { to: '/admin/reviews', label: pending ? `Reviews (${pending} pending)` : 'Reviews' },
        { to: '/admin/briefs', label: 'Briefs & Bids' },
      ]}
    />
  );
}
