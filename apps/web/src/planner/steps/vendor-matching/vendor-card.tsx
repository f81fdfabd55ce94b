import type { SelectedVendor, VendorRecommendation } from '@stallplan/contracts';
import { Briefcase, Check, Eye, MapPin, Plus, Send } from 'lucide-react';
import { useId } from 'react';
import { DemoListingNotice } from '../../../ui/demo-listing-notice.js';
import { contactLinkName } from './contact-link-names.js';
import { CallLink } from './contact-links.js';
import { MatchScoreBadge } from './match-score-badge.js';
import { categoryLabel } from './profile-view.js';
import { PRICE_ON_REQUEST, shownPriceText } from './quote-price-text.js';
import { specialtyPreview } from './specialty-preview.js';
import { StarRating } from './star-rating.js';

interface VendorCardProps {
  vendor: VendorRecommendation;
  selected: boolean;
  /** The vendor as the plan keeps it, when chosen: an awarded bid there is the figure the quote counts, so the card shows it. */
  inPlan?: SelectedVendor | undefined;
  /** Chosen to receive the brief (at most five builders, checked by the step). */
  inBrief: boolean;
  onToggleBrief: () => void;
  onToggleQuote: () => void;
  onEnquire: () => void;
  onView: () => void;
}

/** One recommendation (see docs/planner.md#vendor-cards): who, where, how well it fits, what the quote adds for it. */
export function VendorCard({ vendor, selected, inPlan, inBrief, onToggleBrief, onToggleQuote, onEnquire, onView }: VendorCardProps) {
  const nameId = useId();
  const { shown, more } = specialtyPreview(vendor.specialties);
  const price = shownPriceText(vendor, inPlan);
  const email = vendor.email ?? vendor.contact.email;
  return (
    // Focusable by script only: "Show more" moves focus to the first card it revealed.
    <article aria-labelledby={nameId} tabIndex={-1} className="card flex w-full min-w-0 flex-col gap-4" data-testid="vendor-card">
      <header className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={nameId} className="break-words text-base font-semibold text-ink">
            {vendor.name}
          </h3>
          <p className="mt-1 flex items-center gap-1 text-sm text-slate-600">
            <MapPin className="size-4 shrink-0" aria-hidden />
            <span className="min-w-0 break-words">{vendor.location}</span>
          </p>
        </div>
        <MatchScoreBadge score={vendor.matchScore} />
      </header>

      {vendor.demo && <DemoListingNotice />}

      <dl className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-slate-700">
        <div className="flex items-center gap-1">
          <dt className="sr-only">Rating</dt>
          <dd className="flex items-center gap-1">
            <StarRating rating={vendor.rating} size="size-3.5" />
            <span className="text-slate-500">/5</span>
          </dd>
        </div>
        <div className="flex items-center gap-1">
          <dt className="sr-only">Completed projects</dt>
          <dd className="flex items-center gap-1">
            <Briefcase className="size-4 text-slate-500" aria-hidden />
            {vendor.completedProjects} projects
          </dd>
        </div>
        <div>
          <dt className="sr-only">Category</dt>
          <dd className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-800">{categoryLabel(vendor.category)}</dd>
        </div>
      </dl>

      {shown.length > 0 && (
        <ul className="flex flex-wrap gap-1.5" aria-label="Specialties">
          {shown.map((specialty) => (
            <li key={specialty} className="rounded-md bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
              {specialty}
            </li>
          ))}
          {more > 0 && (
            <li className="rounded-md bg-slate-200 px-2 py-0.5 text-xs font-medium text-slate-700">
              +{more}
              <span className="sr-only"> more</span>
            </li>
          )}
        </ul>
      )}

      {/* The one figure the final quote adds for this vendor, named as the quote names it. */}
      <p className="text-sm text-slate-600" data-testid="quote-price">
        {price && `${price.label} `}
        <span className="text-base font-semibold text-ink" data-testid="starting-price">
          {price ? price.amount : PRICE_ON_REQUEST}
        </span>
      </p>

      <div className="mt-auto grid grid-cols-3 gap-2">
        {vendor.contact.phone ? (
          <CallLink phone={vendor.contact.phone} label="Call" vendorName={vendor.name} className="btn-secondary px-2" />
        ) : (
          // A disabled button, not a faded word: it is announced as unavailable, and its dimming is allowed to go under 4.5:1.
          <button
            type="button"
            className="btn-secondary px-2"
            disabled
            aria-label={contactLinkName('Call', vendor.name)}
            title="This vendor has no phone number yet"
          >
            Call
          </button>
        )}
        <button
          type="button"
          className="btn-secondary px-2"
          onClick={onEnquire}
          disabled={!email}
          aria-label={`Enquiry to ${vendor.name}`}
          title={email ? undefined : 'This vendor has no e-mail address yet'}
        >
          <Send className="size-4" aria-hidden />
          Enquiry
        </button>
        <button type="button" className="btn-secondary px-2" onClick={onView} aria-label={`View ${vendor.name}`}>
          <Eye className="size-4" aria-hidden />
          View
        </button>
      </div>
      <button
        type="button"
        className={selected ? 'btn border-green-700 bg-green-700 text-white hover:bg-green-800' : 'btn-primary'}
        aria-pressed={selected}
        onClick={onToggleQuote}
      >
        {selected ? <Check className="size-4" aria-hidden /> : <Plus className="size-4" aria-hidden />}
        {selected ? 'Added' : 'Add to quote'}
      </button>
      {/* A real checkbox: Space toggles it, and a screen reader says whether the builder is in. */}
      {/* Briefs are mailed to the builder, so one without an e-mail address cannot take them (as with Enquiry). */}
      <label
        className="choice-chip justify-center has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-50"
        data-testid="brief-toggle"
        title={email ? undefined : 'This vendor has no e-mail address yet, so it cannot take briefs'}
      >
        <input type="checkbox" className="size-4 accent-brand-700" checked={inBrief} onChange={onToggleBrief} disabled={!email && !inBrief} />
        <span>
          Add to brief<span className="sr-only">: {vendor.name}</span>
        </span>
      </label>
    </article>
  );
}
