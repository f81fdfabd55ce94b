/**
 * The accessible names of step 3's contact links. Each starts with the link's visible words (WCAG
 * 2.5.3 "Label in Name": "Call" reads "Call Garden City Stall Crafts"), so speech input reaches it
 * by what it shows, and then names the vendor, so a list of cards reads clearly.
 */
export function contactLinkName(label: string, vendorName: string): string {
  return `${label} ${vendorName}`;
}

export function websiteLinkName(label: string, vendorName: string): string {
  return `${label} of ${vendorName} (opens in a new tab)`;
}
