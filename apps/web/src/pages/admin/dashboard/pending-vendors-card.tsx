import { BadgeCheck } from 'lucide-react';
import { Link } from 'react-router-dom';

/** Shown only while some vendor is inactive (see docs/marketplace.md#dashboard); approving is done on the vendor screen. */
export function PendingVendorsCard({ pending }: { pending: number }) {
  if (pending <= 0) return null;
  return (
    <section aria-labelledby="pending-vendors-title" className="card border-amber-200 bg-amber-50">
      <h2 id="pending-vendors-title" className="section-title">
        <BadgeCheck className="size-5 text-amber-700" aria-hidden />
        Approve Pending Vendors
      </h2>
      <p className="text-sm text-slate-700">
        {pending === 1 ? '1 vendor is' : `${pending} vendors are`} awaiting approval. Open a vendor, tick Active and save to approve it.
      </p>
      <Link to="/admin/vendor" className="btn-primary mt-4">
        Review Pending ({pending})
      </Link>
    </section>
  );
}
