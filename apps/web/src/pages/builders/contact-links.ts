/** A dialler link: digits and a leading + only, whatever spacing the vendor typed; none without digits. */
export function telHref(phone: string): string | undefined {
  const digits = phone.trim().replace(/(?!^\+)[^\d]/g, '');
  return /\d/.test(digits) ? `tel:${digits}` : undefined;
}

/**
 * A vendor's website as a link target, only when it is an http(s) address: profiles are typed by
 * vendors themselves, and a `javascript:` address must never become a link.
 */
export function websiteHref(website: string): string | undefined {
  try {
    const url = new URL(website.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** The website as people read it: no protocol, no trailing slash. */
export function websiteLabel(website: string): string {
  return website.trim().replace(/^https?:\/\//i, '').replace(/\/$/, '');
}
