import type { SelectedVendor, VendorRecommendation } from '@stallplan/contracts';
import { Award, CheckCircle2, FolderOpen, Send, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { DemoListingNotice } from '../../../ui/demo-listing-notice.js';
import { Dialog } from '../../../ui/dialog.js';
import { CallLink, EmailLink } from './contact-links.js';
import { MatchScoreBadge } from './match-score-badge.js';
import { categoryLabel } from './profile-view.js';
import { PRICE_ON_REQUEST, shownPriceText } from './quote-price-text.js';

interface VendorSummaryDialogProps {
  vendor: VendorRecommendation | null;
  /** The vendor as the plan keeps it, when chosen: an awarded bid there is the figure shown. */
  inPlan?: SelectedVendor | undefined;
  boothSize: number | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSendEnquiry: () => void;
  onViewProfile: () => void;
}

function Stat({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="rounded-lg bg-slate-50 p-3">
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="mt-1 text-sm font-semibold text-ink">{children}</dd>
    </div>
  );
}

function Part({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <section className="mt-5">
      <h3 className="mb-2 flex items-center gap-2 text-sm font-semibold text-ink">
        {icon}
        {title}
      </h3>
      {children}
    </section>
  );
}

function BulletList({ items }: { items: string[] }) {
  return (
    <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/** The sentence shown when the service gave no reasons of its own (see docs/planner.md#vendor-dialogs). */
function matchFallback(vendor: VendorRecommendation, boothSize: number | null): string {
  const booth = boothSize ? `your ${boothSize} sq m booth` : 'your booth';
  return `A ${categoryLabel(vendor.category).toLowerCase()} vendor from ${vendor.location} whose work suits ${booth} and the city you are exhibiting in.`;
}

/** The quick look behind a card's View button. */
export function VendorSummaryDialog({ vendor, inPlan, boothSize, open, onOpenChange, onSendEnquiry, onViewProfile }: VendorSummaryDialogProps) {
  if (!vendor) return null;
  const email = vendor.email ?? vendor.contact.email;
  const price = shownPriceText(vendor, inPlan);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      title={vendor.name}
      description={`${vendor.location} · ${categoryLabel(vendor.category)}`}
      footer={
        <>
          <button type="button" className="btn-ghost" onClick={onViewProfile}>
            <UserRound className="size-4" aria-hidden />
            View Full Profile
          </button>
          {vendor.contact.phone && <CallLink phone={vendor.contact.phone} label="Call" vendorName={vendor.name} />}
          {email && <EmailLink email={email} label="Email" vendorName={vendor.name} />}
          {email && (
            <button type="button" className="btn-primary" onClick={onSendEnquiry}>
              <Send className="size-4" aria-hidden />
              Send Enquiry
            </button>
          )}
        </>
      }
    >
      {vendor.demo && <DemoListingNotice className="mb-4" />}
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Stat label="Match">
          <MatchScoreBadge score={vendor.matchScore} />
        </Stat>
        <Stat label="Rating">{vendor.rating.toFixed(1)}/5</Stat>
        <Stat label="Projects">{vendor.completedProjects}</Stat>
        {/* The card's figure, the one the final quote adds: no second, different amount here. */}
        <Stat label={price?.label ?? 'Price'}>
          <span data-testid="starting-price">{price ? price.amount : PRICE_ON_REQUEST}</span>
        </Stat>
      </dl>

      {vendor.specialties.length > 0 && (
        <Part title="Specialties" icon={<CheckCircle2 className="size-4 text-brand-600" aria-hidden />}>
          <ul className="flex flex-wrap gap-1.5">
            {vendor.specialties.map((specialty) => (
              <li key={specialty} className="rounded-md bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
                {specialty}
              </li>
            ))}
          </ul>
        </Part>
      )}

      <Part title="Why This Vendor Matches" icon={<CheckCircle2 className="size-4 text-green-700" aria-hidden />}>
        {vendor.advantages.length > 0 ? <BulletList items={vendor.advantages} /> : <p className="text-sm text-slate-700">{matchFallback(vendor, boothSize)}</p>}
      </Part>

      {vendor.certifications.length > 0 && (
        <Part title="Certifications" icon={<Award className="size-4 text-brand-600" aria-hidden />}>
          <BulletList items={vendor.certifications} />
        </Part>
      )}

      <Part title="Recent Projects" icon={<FolderOpen className="size-4 text-brand-600" aria-hidden />}>
        {vendor.recentWork.length > 0 ? (
          <BulletList items={vendor.recentWork} />
        ) : (
          <p className="text-sm text-slate-700">Ask the vendor for recent projects when you send your enquiry.</p>
        )}
      </Part>
    </Dialog>
  );
}
