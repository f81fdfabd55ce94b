import {
  areaUnitOptions,
  boothPositionOptions,
  boothTypeOptions,
  brandingElementOptions,
  ceilingOptions,
  eventTypeOptions,
  flooringOptions,
  furnitureItemOptions,
  furnitureTypeOptions,
  lightingOptions,
  powerTypeOptions,
  stallExtraOptions,
  venueTypeOptions,
  wallTypeOptions,
  type EnquiryPayload,
} from '@stallplan/contracts';
import { formatInr } from '@stallplan/pricing';
import type { ComposedMail, Mailbox } from './composed-mail.js';
import { headerText, mailbox } from './mail-header.js';
import { renderHtml, renderText, type MailBody, type MailRow } from './mail-layout.js';

export interface EnquiryMails {
  vendor: ComposedMail;
  adminCopy: ComposedMail;
}

function priced<T extends string>(
  items: ReadonlyArray<{ cost: number } & Record<string, unknown>>,
  key: string,
  label: (value: T) => string,
): string | undefined {
  if (items.length === 0) return undefined;
  return items.map((item) => `${label(item[key] as T)} (${formatInr(item.cost)})`).join(', ');
}

function between(from: string | undefined, to: string | undefined): string | undefined {
  if (from && to) return `${from} → ${to}`;
  return from ?? to;
}

/** Every priced choice of the stall, summed, so the vendor sees the planner's estimate. */
function designTotal(enquiry: EnquiryPayload): number {
  const lists = [enquiry.flooring, enquiry.brandingElements, enquiry.furnitureItems, enquiry.lightingOptions, enquiry.premiumExtras];
  return (enquiry.wallType?.cost ?? 0) + lists.reduce((sum, list) => sum + (list ?? []).reduce((part, item) => part + item.cost, 0), 0);
}

function enquiryBody(enquiry: EnquiryPayload, intro: string[]): MailBody {
  const total = designTotal(enquiry);
  const area = enquiry.boothArea === undefined ? undefined : `${enquiry.boothArea} ${areaUnitOptions.label(enquiry.boothUnit)}`;
  const rows = (entries: MailRow[]): MailRow[] => entries;
  return {
    intro,
    sections: [
      {
        title: 'Client',
        rows: rows([
          ['Company', enquiry.companyName],
          ['Contact person', enquiry.yourName],
          ['Mobile', enquiry.mobileNumber],
          ['E-mail', enquiry.emailAddress],
          ['Industry', enquiry.companyIndustry],
        ]),
      },
      {
        title: 'Exhibition',
        rows: rows([
          ['Exhibition', enquiry.exhibitionName],
          ['Event type', eventTypeOptions.label(enquiry.eventType)],
          ['Venue', venueTypeOptions.label(enquiry.venueType)],
          ['Exhibition dates', between(enquiry.exhibitionStartDate, enquiry.exhibitionEndDate)],
          ['Arrival and departure', between(enquiry.yourArrivalDate, enquiry.yourDepartureDate)],
          ['From', [enquiry.departureCity, enquiry.departureState].filter(Boolean).join(', ')],
          ['To', [enquiry.arrivalCity, enquiry.arrivalState].filter(Boolean).join(', ')],
          ['Distance', enquiry.distance === undefined ? undefined : `${enquiry.distance} km`],
        ]),
      },
      {
        title: 'Booth requirements',
        rows: rows([
          ['Booth area', area],
          ['Position', boothPositionOptions.label(enquiry.position)],
          ['Booth type', enquiry.boothType && boothTypeOptions.label(enquiry.boothType)],
          ['Walls', enquiry.wallType && `${wallTypeOptions.label(enquiry.wallType.type)} (${formatInr(enquiry.wallType.cost)})`],
          ['Flooring', priced(enquiry.flooring ?? [], 'type', flooringOptions.label)],
          ['Ceiling', enquiry.ceilingType && ceilingOptions.label(enquiry.ceilingType)],
          ['Additional rooms', enquiry.additionalRooms?.join(', ')],
          ['Print area', enquiry.printArea === undefined ? undefined : `${enquiry.printArea} sq m`],
          ['Branding', priced(enquiry.brandingElements ?? [], 'type', brandingElementOptions.label)],
          ['Furniture', enquiry.furnitureType && furnitureTypeOptions.label(enquiry.furnitureType)],
          ['Furniture items', priced(enquiry.furnitureItems ?? [], 'name', furnitureItemOptions.label)],
          ['Lighting', priced(enquiry.lightingOptions ?? [], 'type', lightingOptions.label)],
          ['Power', enquiry.powerRequirement === undefined ? undefined : `${enquiry.powerRequirement} kW`],
          ['Power type', enquiry.powerType && powerTypeOptions.label(enquiry.powerType)],
          ['Premium extras', priced(enquiry.premiumExtras ?? [], 'name', stallExtraOptions.label)],
          ['Estimated design cost', total > 0 ? formatInr(total) : undefined],
        ]),
      },
    ],
  };
}

/**
 * The enquiry to the vendor and the admin's copy. Replies go to the client when the client gave a
 * valid address; the vendor's display name and the subject are flattened to one safe line.
 */
export function composeEnquiryMails(enquiry: EnquiryPayload, adminEmail: Mailbox): EnquiryMails {
  const vendor = mailbox(enquiry.vendorEmail, enquiry.vendorName);
  if (!vendor) throw new TypeError('The vendor e-mail is not an address.');
  const client = enquiry.emailAddress ? mailbox(enquiry.emailAddress, enquiry.yourName) : null;
  const subject = headerText(`Booth enquiry from ${enquiry.companyName} for ${enquiry.exhibitionName}`);

  const reachClient = client ? 'Reply to this e-mail to reach the client directly.' : `Please contact the client on ${enquiry.mobileNumber}.`;
  const vendorBody: MailBody = {
    ...enquiryBody(enquiry, [
      `Dear ${enquiry.vendorName},`,
      `${enquiry.yourName} of ${enquiry.companyName} found you on StallPlan and would like a quote for the booth below.`,
    ]),
    outro: [reachClient],
  };
  const vendorMail: ComposedMail = {
    to: [vendor],
    cc: [],
    ...(client ? { replyTo: client } : {}),
    subject,
    text: renderText(vendorBody),
    html: renderHtml(vendorBody),
  };

  const copyBody = enquiryBody(enquiry, [`A booth enquiry was sent to ${enquiry.vendorName} <${enquiry.vendorEmail}>.`]);
  const adminCopy: ComposedMail = {
    to: [adminEmail],
    cc: [],
    ...(client ? { replyTo: client } : {}),
    subject: headerText(`Copy: ${subject}`),
    text: renderText(copyBody),
    html: renderHtml(copyBody),
  };
  return { vendor: vendorMail, adminCopy };
}
