import { CheckCircle2 } from 'lucide-react';
import { Link, useParams } from 'react-router-dom';
import { InvalidLinkNotice, LoadErrorNotice } from '../../ui/page-notices.js';
import { usePrivatePageMeta } from '../../layout/use-private-page-meta.js';
import { useVendorConfirmation } from './use-vendor-confirmation.js';

/**
 * `/vendor/confirm/:token`: the link mailed after a self-registration. Opening it confirms the
 * e-mail address; the profile then awaits approval. A used, wrong or expired link gets the one
 * invalid-link notice.
 */
export function VendorConfirmationPage() {
  const { token = '' } = useParams();
  usePrivatePageMeta('Confirm your e-mail address', 'Confirm the e-mail address of a vendor registration on StallPlan.');
  const confirmation = useVendorConfirmation(token);

  return (
    <div className="mx-auto max-w-2xl px-4 py-10">
      {confirmation.isPending ? (
        <p role="status" className="card py-12 text-center text-slate-700">
          Confirming your e-mail address...
        </p>
      ) : confirmation.isError ? (
        <LoadErrorNotice
          title="Your e-mail address could not be confirmed just now"
          message="Something went wrong on our side. Please try again in a moment."
          onRetry={() => void confirmation.refetch()}
        />
      ) : confirmation.data.kind === 'invalid' ? (
        <InvalidLinkNotice />
      ) : (
        <div role="status" className="card flex flex-col items-center gap-3 py-12 text-center">
          <CheckCircle2 className="size-10 text-green-600" aria-hidden />
          <h1 className="text-xl font-bold text-ink">E-mail address confirmed</h1>
          <p className="max-w-md text-slate-700">
            {confirmation.data.message} Once an admin approves <strong>{confirmation.data.name}</strong>, it is listed on Find Builders.
          </p>
          <Link to="/find-builders" className="btn-secondary">
            See Find Builders
          </Link>
        </div>
      )}
    </div>
  );
}
