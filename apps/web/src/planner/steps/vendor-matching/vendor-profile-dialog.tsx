import type { VendorRecommendation } from '@stallplan/contracts';
import { Loader2 } from 'lucide-react';
import { useState } from 'react';
import { VerifiedReviews } from '../../../reviews/verified-reviews.js';
import { Dialog } from '../../../ui/dialog.js';
import { ImageViewer, type ViewerImages } from './image-viewer.js';
import { ProfileHeader } from './profile-header.js';
import { ProfileTabs } from './profile-tabs.js';
import { profileViewFromSummary, profileViewOf } from './profile-view.js';
import { useVendorProfile } from './use-vendor-profile.js';

interface VendorProfileDialogProps {
  vendor: VendorRecommendation | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSendEnquiry: () => void;
}

/** The full profile; when it cannot be loaded, the card's summary stands in (see docs/planner.md#vendor-dialogs). */
export function VendorProfileDialog({ vendor, open, onOpenChange, onSendEnquiry }: VendorProfileDialogProps) {
  const profile = useVendorProfile(vendor?.id, open);
  const [viewing, setViewing] = useState<ViewerImages | null>(null);
  if (!vendor) return null;
  const view = profile.data ? profileViewOf(profile.data) : profile.isError ? profileViewFromSummary(vendor) : null;
  const canEnquire = Boolean(vendor.email ?? vendor.contact.email);
  const change = (next: boolean) => {
    if (!next) setViewing(null);
    onOpenChange(next);
  };
  return (
    <Dialog open={open} onOpenChange={change} size="xl" title={view?.name ?? vendor.name} description={view ? undefined : 'Vendor profile'}>
      {view ? (
        <div data-testid="vendor-profile">
          {profile.isError && (
            <p role="status" className="mb-4 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
              The full profile could not be loaded, so this is the summary we have.
            </p>
          )}
          <ProfileHeader view={view} />
          <div className="mt-4 empty:hidden">
            <VerifiedReviews vendorId={vendor.id} enabled={open} />
          </div>
          <ProfileTabs key={vendor.id} view={view} onOpenImages={setViewing} {...(canEnquire ? { onSendEnquiry } : {})} />
        </div>
      ) : (
        <p role="status" className="flex items-center justify-center gap-2 py-12 text-sm text-slate-600">
          <Loader2 className="size-5 animate-spin" aria-hidden />
          Loading vendor profile...
        </p>
      )}
      {/* Inside the profile's content, so Radix stacks it: Escape closes the viewer first. */}
      <ImageViewer viewing={viewing} onChange={setViewing} />
    </Dialog>
  );
}
