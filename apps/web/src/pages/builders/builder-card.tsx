import type { Vendor } from '@stallplan/contracts';
import { Award, Globe, IndianRupee, Mail, MapPin, MessageSquareQuote, Phone, Star } from 'lucide-react';
import { useId, useRef, type ReactNode } from 'react';
import { useSeenOnce } from '../../hooks/use-seen-once.js';
import { VerifiedReviews } from '../../reviews/verified-reviews.js';
import { DemoListingNotice } from '../../ui/demo-listing-notice.js';
import { BuilderLogo } from './builder-logo.js';
import { BuilderStatusBadge } from './builder-status-badge.js';
import { emailLinkText, phoneLinkText, telHref, websiteHref, websiteLinkText } from './contact-links.js';
import { builderCategoryLabel } from './filter-builders.js';

/** Chips past this many collapse into "+N more", so one long profile does not stretch its row. */
const CHIPS_SHOWN = 4;

function ChipList({ label, items }: { label: string; items: string[] }) {
  if (items.length === 0) return null;
  const more = items.length - CHIPS_SHOWN;
  return (
    <div>
      <h3 className="text-xs font-semibold uppercase tracking-wide text-slate-500">{label}</h3>
      <ul className="mt-1.5 flex flex-wrap gap-1.5" aria-label={label}>
        {items.slice(0, CHIPS_SHOWN).map((item) => (
          <li key={item} className="rounded-md bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
            {item}
          </li>
        ))}
        {more > 0 && (
          <li className="rounded-md bg-slate-200 px-2 py-0.5 text-xs font-medium text-slate-700" title={items.slice(CHIPS_SHOWN).join(', ')}>
            +{more} more
          </li>
        )}
      </ul>
    </div>
  );
}

function Fact({ icon, term, children }: { icon: ReactNode; term: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 items-center gap-1.5">
      <dt className="flex items-center text-slate-500">
        {icon}
        <span className="sr-only">{term}</span>
      </dt>
      <dd className="min-w-0 truncate">{children}</dd>
    </div>
  );
}

function ContactDetails({ contact, name }: { contact: Vendor['contact']; name: string }) {
  const phoneHref = contact.phone ? telHref(contact.phone) : undefined;
  const siteHref = contact.website ? websiteHref(contact.website) : undefined;
  const link = 'inline-flex min-w-0 items-center gap-1.5 text-brand-700 hover:underline';
  if (!contact.email && !contact.phone && !contact.website && !contact.address) return null;
  // Each link's name starts with the words it shows (label in name), then says whose it is.
  const email = contact.email ? emailLinkText(contact.email, name) : undefined;
  const phone = contact.phone ? phoneLinkText(contact.phone, name) : undefined;
  const site = contact.website ? websiteLinkText(contact.website, name) : undefined;
  return (
    <address className="flex flex-col gap-1.5 border-t border-orange-100 pt-3 text-sm not-italic">
      {email && (
        <a href={`mailto:${contact.email}`} className={link} aria-label={email.label}>
          <Mail className="size-4 shrink-0" aria-hidden />
          <span className="truncate">{email.text}</span>
        </a>
      )}
      {contact.phone &&
        (phoneHref && phone ? (
          <a href={phoneHref} className={link} aria-label={phone.label}>
            <Phone className="size-4 shrink-0" aria-hidden />
            {phone.text}
          </a>
        ) : (
          <span className="inline-flex items-center gap-1.5 text-slate-700">
            <Phone className="size-4 shrink-0" aria-hidden />
            {contact.phone}
          </span>
        ))}
      {contact.website &&
        (siteHref && site ? (
          <a href={siteHref} target="_blank" rel="noopener noreferrer" className={link} aria-label={site.label}>
            <Globe className="size-4 shrink-0" aria-hidden />
            <span className="truncate">{site.text}</span>
          </a>
        ) : (
          <span className="inline-flex min-w-0 items-center gap-1.5 text-slate-700">
            <Globe className="size-4 shrink-0" aria-hidden />
            <span className="truncate">{contact.website}</span>
          </span>
        ))}
      {contact.address && (
        <span className="inline-flex items-start gap-1.5 text-slate-600">
          <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden />
          {contact.address}
        </span>
      )}
    </address>
  );
}

/** One builder or vendor (see docs/marketplace.md#find-builders) with everything the listing shows about it. */
export function BuilderCard({ vendor }: { vendor: Vendor }) {
  const nameId = useId();
  const testimonials = vendor.testimonials.length;
  const card = useRef<HTMLElement>(null);
  // Reviews are asked for as each card comes into view, not for the whole list at once.
  const seen = useSeenOnce(card);
  return (
    <article ref={card} aria-labelledby={nameId} className="card flex h-full min-w-0 flex-col gap-4" data-testid="builder-card">
      <header className="flex items-start gap-3">
        <BuilderLogo src={vendor.logoUrl} name={vendor.name} />
        <div className="min-w-0 flex-1">
          <div className="flex items-start justify-between gap-2">
            <h2 id={nameId} className="break-words text-base font-semibold leading-snug text-ink">
              {vendor.name}
            </h2>
            <BuilderStatusBadge isActive={vendor.isActive} />
          </div>
          <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-600">
            <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800">{builderCategoryLabel(vendor.category)}</span>
            <span className="inline-flex items-center gap-1">
              <MapPin className="size-3.5 shrink-0" aria-hidden />
              {vendor.city}, {vendor.state}
            </span>
          </p>
        </div>
      </header>

      {vendor.demo && <DemoListingNotice />}

      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm text-slate-700">
        <Fact icon={<Star className={`size-4 ${vendor.rating ? 'fill-amber-400 text-amber-400' : 'text-slate-400'}`} aria-hidden />} term="Rating">
          {vendor.rating ? `${vendor.rating} / 5` : 'Not rated yet'}
        </Fact>
        <Fact icon={<IndianRupee className="size-4" aria-hidden />} term="Price range">
          {vendor.priceRange}
        </Fact>
        <Fact icon={<Award className="size-4" aria-hidden />} term="Experience">
          {vendor.experience ?? 'Experience not stated'}
        </Fact>
        <Fact icon={<MessageSquareQuote className="size-4" aria-hidden />} term="Testimonials">
          {testimonials} {testimonials === 1 ? 'testimonial' : 'testimonials'}
        </Fact>
      </dl>

      <VerifiedReviews vendorId={vendor.id} enabled={seen} compact />

      {vendor.description && <p className="line-clamp-3 text-sm text-slate-600">{vendor.description}</p>}

      <ChipList label="Specialties" items={vendor.specialties} />
      <ChipList label="Services" items={vendor.services} />

      <div className="mt-auto">
        <ContactDetails contact={vendor.contact} name={vendor.name} />
      </div>
    </article>
  );
}
