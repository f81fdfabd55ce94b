import type { AdminBid, AdminBrief } from '@stallplan/contracts';
import { bidStatus } from './bid-display.js';

function matches(fields: ReadonlyArray<string | null>, needle: string): boolean {
  return fields.some((field) => field !== null && field.toLowerCase().includes(needle));
}

/** The one search box covers both tabs, so each list is matched on the words its rows show. */
function filterBy<T>(items: readonly T[], search: string, fields: (item: T) => ReadonlyArray<string | null>): T[] {
  const needle = search.trim().toLowerCase();
  if (needle === '') return [...items];
  return items.filter((item) => matches(fields(item), needle));
}

/** Company, contact, e-mail, show, city and the awarded builder, ignoring case. */
export function filterBriefs(briefs: readonly AdminBrief[], search: string): AdminBrief[] {
  return filterBy(briefs, search, (brief) => [brief.companyName, brief.contactPerson, brief.email, brief.exhibitionName, brief.city, brief.awardedVendorName]);
}

/** Builder, show, company and status as shown ("Not awarded"), ignoring case. */
export function filterBids(bids: readonly AdminBid[], search: string): AdminBid[] {
  return filterBy(bids, search, (bid) => [bid.vendorName, bid.exhibitionName, bid.companyName, bidStatus(bid.status).label]);
}
