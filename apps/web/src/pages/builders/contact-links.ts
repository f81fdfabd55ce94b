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
  return website
    .trim()
    .replace(/^https?:\/\//i, '')
    .replace(/\/$/, '');
}

/** A contact link as the card shows it: the words on screen, and the name a screen reader or speech input uses. */
export interface ContactLinkText {
  text: string;
  label: string;
}

/**
 * The accessible name starts with the visible text (WCAG 2.5.3 "Label in Name"), so a person
 * who says what they see ("click +91 98200 11223") reaches the link; then whose it is, which the
 * visible text leaves to the card around it.
 */
export function emailLinkText(email: string, vendorName: string): ContactLinkText {
  return { text: email, label: `${email}, e-mail ${vendorName}` };
}

export function phoneLinkText(phone: string, vendorName: string): ContactLinkText {
  return { text: phone, label: `${phone}, call ${vendorName}` };
}

export function websiteLinkText(website: string, vendorName: string): ContactLinkText {
  const text = websiteLabel(website);
  return { text, label: `${text}, website of ${vendorName} (opens in a new tab)` };
}
