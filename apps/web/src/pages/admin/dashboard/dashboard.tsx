import { FilePen, Store } from 'lucide-react';
import { AdminHeader } from '../admin-header.js';
import { ActionCard } from './action-card.js';
import { BidsAndReviewsCard } from './bids-and-reviews-card.js';
import { PendingVendorsCard } from './pending-vendors-card.js';
import { RecentEnquiriesCard, RecentOutboxCard, RecentQuotesCard } from './recent-records.js';
import { useAdminStats } from './use-admin-stats.js';

function Stat({ label, value }: { label: string; value: number | undefined }) {
  return (
    <div className="rounded-lg border border-orange-100 bg-white px-4 py-3">
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold text-ink">{value ?? '–'}</dd>
    </div>
  );
}

/** The dashboard (see docs/marketplace.md#dashboard): the counts, the pending approvals, the two areas and what the services record. */
export function Dashboard() {
  const stats = useAdminStats();
  const counts = stats.data;
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <AdminHeader title="Admin Dashboard" />

      <dl className="mb-6 grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label="Counts">
        <Stat label="Vendors" value={counts?.vendors.total} />
        <Stat label="Active" value={counts?.vendors.active} />
        <Stat label="Pending" value={counts?.vendors.pending} />
        <Stat label="Blogs" value={counts?.blogs.total} />
      </dl>

      <div className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
        {counts && counts.vendors.pending > 0 && (
          <div className="md:col-span-2 xl:col-span-3">
            <PendingVendorsCard pending={counts.vendors.pending} />
          </div>
        )}
        <ActionCard
          id="vendor-management-title"
          icon={<Store className="size-5 text-brand-600" aria-hidden />}
          title="Vendor Management"
          description="Add, edit, approve and remove the builders and vendors listed on Find Builders."
          links={[
            { to: '/admin/vendor', label: 'Manage Vendors' },
            { to: '/admin/vendor?action=add', label: 'Add New Vendor' },
          ]}
        />
        <ActionCard
          id="blog-management-title"
          icon={<FilePen className="size-5 text-brand-600" aria-hidden />}
          title="Blog Management"
          description="Write, edit and remove the articles on the blog."
          links={[
            { to: '/admin/blogs', label: 'Manage Blogs' },
            { to: '/admin/blogs/write', label: 'Write New Blog' },
          ]}
        />
        <BidsAndReviewsCard />
      </div>

      <div className="mt-6 grid gap-6 lg:grid-cols-3">
        <RecentEnquiriesCard />
        <RecentOutboxCard />
        <RecentQuotesCard />
      </div>
    </div>
  );
}
