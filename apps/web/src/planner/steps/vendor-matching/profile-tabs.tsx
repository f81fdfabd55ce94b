import * as Tabs from '@radix-ui/react-tabs';
import { Mail, MapPin, Phone, Send } from 'lucide-react';
import type { ReactNode } from 'react';
import { CallLink, WebsiteLink } from './contact-links.js';
import { ImageGallery } from './image-gallery.js';
import type { ViewerImages } from './image-viewer.js';
import { categoryLabel, formatReviewDate, type ProfileView } from './profile-view.js';

interface ProfileTabsProps {
  view: ProfileView;
  onOpenImages: (viewing: ViewerImages) => void;
  /** Missing when the vendor has no e-mail address to send to. */
  onSendEnquiry?: () => void;
}

const TRIGGER =
  '-mb-px shrink-0 whitespace-nowrap border-b-2 border-transparent px-2.5 py-2 sm:px-3 text-sm font-medium text-slate-600 hover:text-ink data-[state=active]:border-brand-700 data-[state=active]:text-brand-800';

function Heading({ children }: { children: ReactNode }) {
  return <h3 className="mb-2 text-sm font-semibold text-ink">{children}</h3>;
}

function Empty({ children }: { children: ReactNode }) {
  return <p className="rounded-lg bg-slate-50 p-4 text-center text-sm text-slate-600">{children}</p>;
}

function Chips({ items }: { items: string[] }) {
  return (
    <ul className="flex flex-wrap gap-1.5">
      {items.map((item) => (
        <li key={item} className="rounded-md bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
          {item}
        </li>
      ))}
    </ul>
  );
}

function OverviewTab({ view }: { view: ProfileView }) {
  const honours = [...view.certifications, ...view.awards];
  return (
    <div className="space-y-5">
      <section>
        <Heading>About</Heading>
        <p className="whitespace-pre-line text-sm text-slate-700">{view.description ?? `${view.name} has not added a description yet.`}</p>
      </section>
      <section>
        <Heading>Specialties & Expertise</Heading>
        {view.specialties.length > 0 ? <Chips items={view.specialties} /> : <p className="text-sm text-slate-600">No specialties listed.</p>}
      </section>
      <section>
        <Heading>Certifications & Awards</Heading>
        {honours.length > 0 ? (
          <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
            {honours.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-slate-600">No certifications or awards listed.</p>
        )}
      </section>
    </div>
  );
}

function ServicesTab({ view }: { view: ProfileView }) {
  if (view.services.length === 0) return <Empty>No services information available</Empty>;
  return (
    <ul className="grid gap-2 sm:grid-cols-2">
      {view.services.map((service) => (
        <li key={service} className="rounded-lg border border-slate-200 px-3 py-2 text-sm text-slate-700">
          {service}
        </li>
      ))}
    </ul>
  );
}

function TestimonialsTab({ view, onOpenImages }: Pick<ProfileTabsProps, 'view' | 'onOpenImages'>) {
  if (view.testimonials.length === 0) return <Empty>No testimonials available yet</Empty>;
  return (
    <ul className="space-y-4">
      {view.testimonials.map((testimonial, index) => {
        const date = formatReviewDate(testimonial.createdAt);
        const subject = `Stall photos from ${testimonial.clientName ?? testimonial.clientContact}`;
        return (
          <li key={`${testimonial.clientContact}-${index}`} className="rounded-lg border border-slate-200 p-4">
            <figure>
              <blockquote className="text-sm text-slate-700">“{testimonial.text}”</blockquote>
              <figcaption className="mt-2 text-xs text-slate-500">
                <span className="font-semibold text-ink">{testimonial.clientName ?? 'Client'}</span> · {testimonial.clientContact}
                {date && <> · {date}</>}
              </figcaption>
            </figure>
            {testimonial.stallImages.length > 0 && (
              <div className="mt-3">
                <ImageGallery
                  size="small"
                  images={testimonial.stallImages}
                  subject={subject}
                  onOpen={(at) => onOpenImages({ images: testimonial.stallImages, index: at, subject })}
                />
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}

function ContactTab({ view, onSendEnquiry }: Pick<ProfileTabsProps, 'view' | 'onSendEnquiry'>) {
  const { phone, email, website, address } = view.contact;
  const business: Array<[string, string | undefined]> = [
    ['City', view.city],
    ['State', view.state],
    ['Category', categoryLabel(view.category)],
    ['Price range', view.priceRange],
  ];
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap gap-2">
        {phone && <CallLink phone={phone} label="Call Now" vendorName={view.name} className="btn-primary" />}
        {onSendEnquiry && (
          <button type="button" className="btn-secondary" onClick={onSendEnquiry}>
            <Send className="size-4" aria-hidden />
            Send Enquiry
          </button>
        )}
        {website && <WebsiteLink website={website} label="Visit Website" vendorName={view.name} />}
      </div>
      <ul className="space-y-2 text-sm text-slate-700">
        {phone && (
          <li className="flex items-center gap-2">
            <Phone className="size-4 text-slate-500" aria-hidden />
            <span className="sr-only">Phone:</span>
            {phone}
          </li>
        )}
        {email && (
          <li className="flex items-center gap-2 break-all">
            <Mail className="size-4 shrink-0 text-slate-500" aria-hidden />
            <span className="sr-only">E-mail:</span>
            <a href={`mailto:${email}`} className="text-brand-800 underline">
              {email}
            </a>
          </li>
        )}
        {address && (
          <li className="flex items-start gap-2">
            <MapPin className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden />
            <span className="sr-only">Address:</span>
            {address}
          </li>
        )}
        {!phone && !email && !address && <li className="text-slate-600">No contact details listed.</li>}
      </ul>
      <section>
        <Heading>Business Information</Heading>
        <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
          {business
            .filter((entry): entry is [string, string] => Boolean(entry[1]))
            .map(([label, value]) => (
              <div key={label}>
                <dt className="text-xs text-slate-500">{label}</dt>
                <dd className="font-medium text-ink">{value}</dd>
              </div>
            ))}
        </dl>
      </section>
    </div>
  );
}

/** Overview, Services, Portfolio, Testimonials (Reviews on a phone) and Contact. */
export function ProfileTabs({ view, onOpenImages, onSendEnquiry }: ProfileTabsProps) {
  const portfolioSubject = `Portfolio of ${view.name}`;
  return (
    <Tabs.Root defaultValue="overview" className="mt-5">
      {/* Wraps rather than scrolls, so all five tabs stay in sight on a 390 px phone. */}
      <Tabs.List aria-label="Vendor profile" className="flex flex-wrap border-b border-slate-200">
        <Tabs.Trigger value="overview" className={TRIGGER}>
          Overview
        </Tabs.Trigger>
        <Tabs.Trigger value="services" className={TRIGGER}>
          Services
        </Tabs.Trigger>
        <Tabs.Trigger value="portfolio" className={TRIGGER}>
          Portfolio
        </Tabs.Trigger>
        <Tabs.Trigger value="testimonials" className={TRIGGER}>
          <span className="hidden sm:inline">Testimonials</span>
          <span className="sm:hidden">Reviews</span>
        </Tabs.Trigger>
        <Tabs.Trigger value="contact" className={TRIGGER}>
          Contact
        </Tabs.Trigger>
      </Tabs.List>
      <div className="pt-4">
        <Tabs.Content value="overview">
          <OverviewTab view={view} />
        </Tabs.Content>
        <Tabs.Content value="services">
          <ServicesTab view={view} />
        </Tabs.Content>
        <Tabs.Content value="portfolio">
          {view.portfolioImages.length > 0 ? (
            <ImageGallery
              images={view.portfolioImages}
              subject={portfolioSubject}
              onOpen={(index) => onOpenImages({ images: view.portfolioImages, index, subject: portfolioSubject })}
            />
          ) : (
            <Empty>No portfolio images available</Empty>
          )}
        </Tabs.Content>
        <Tabs.Content value="testimonials">
          <TestimonialsTab view={view} onOpenImages={onOpenImages} />
        </Tabs.Content>
        <Tabs.Content value="contact">
          <ContactTab view={view} {...(onSendEnquiry ? { onSendEnquiry } : {})} />
        </Tabs.Content>
      </div>
    </Tabs.Root>
  );
}
