import { BadgeCheck, Briefcase, IndianRupee, MapPin } from 'lucide-react';
import { DemoListingNotice } from '../../../ui/demo-listing-notice.js';
import { categoryLabel, type ProfileView } from './profile-view.js';
import { StarRating } from './star-rating.js';
import { VendorImage } from './vendor-image.js';

/** Logo, where the vendor is, whether it is active, and the figures a buyer scans first. */
export function ProfileHeader({ view }: { view: ProfileView }) {
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
      <VendorImage src={view.logoUrl} alt={`${view.name} logo`} className="size-20 shrink-0 rounded-xl border border-slate-200 bg-white object-contain" />
      <div className="min-w-0 flex-1 space-y-2">
        <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
          <span className="inline-flex items-center gap-1">
            <MapPin className="size-4" aria-hidden />
            {view.location}
          </span>
          {view.isActive && (
            <span className="inline-flex items-center gap-1 rounded-full bg-green-100 px-2 py-0.5 text-xs font-medium text-green-800">
              <BadgeCheck className="size-3.5" aria-hidden />
              Active
            </span>
          )}
          <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800">{categoryLabel(view.category)}</span>
        </p>
        <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-700">
          {view.priceRange && (
            <span className="inline-flex items-center gap-1">
              <IndianRupee className="size-4 text-slate-500" aria-hidden />
              {view.priceRange}
            </span>
          )}
          {view.experience && (
            <span className="inline-flex items-center gap-1">
              <Briefcase className="size-4 text-slate-500" aria-hidden />
              {view.experience} experience
            </span>
          )}
        </p>
        <div data-testid="profile-rating">
          <StarRating rating={view.rating} />
        </div>
        {view.demo && <DemoListingNotice />}
      </div>
    </div>
  );
}
