import { ExternalLink, Mail, Phone } from 'lucide-react';
import { contactLinkName, websiteLinkName } from './contact-link-names.js';

interface LinkProps {
  className?: string;
  /** The visible words; the accessible name starts with them and adds the vendor, so a list of cards reads clearly. */
  label: string;
  vendorName: string;
}

/** Digits and a leading + only: what a dialler needs, whatever spacing the vendor typed. */
export function telHref(phone: string): string {
  return `tel:${phone.trim().replace(/(?!^\+)[^\d]/g, '')}`;
}

export function CallLink({ phone, label, vendorName, className = 'btn-secondary' }: LinkProps & { phone: string }) {
  return (
    <a href={telHref(phone)} className={className} aria-label={contactLinkName(label, vendorName)}>
      <Phone className="size-4" aria-hidden />
      {label}
    </a>
  );
}

export function EmailLink({ email, label, vendorName, className = 'btn-secondary' }: LinkProps & { email: string }) {
  return (
    <a href={`mailto:${email}`} className={className} aria-label={contactLinkName(label, vendorName)}>
      <Mail className="size-4" aria-hidden />
      {label}
    </a>
  );
}

/** Opens in a new tab without giving the vendor's site a handle on this page. */
export function WebsiteLink({ website, label, vendorName, className = 'btn-secondary' }: LinkProps & { website: string }) {
  return (
    <a href={website} target="_blank" rel="noopener noreferrer" className={className} aria-label={websiteLinkName(label, vendorName)}>
      <ExternalLink className="size-4" aria-hidden />
      {label}
    </a>
  );
}
