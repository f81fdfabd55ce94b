import { eventTypeOptions, notificationContact, venueTypeOptions, type FormNotificationRequest, type NotificationContact } from '@stallplan/contracts';
import { calculateQuoteCosts, formatInr, quoteSpaceRental } from '@stallplan/pricing';
import type { ComposedMail, Mailbox } from './composed-mail.js';
import { headerText, mailbox } from './mail-header.js';
import { renderHtml, renderText, type MailBody } from './mail-layout.js';

export interface FormNotificationMail {
  contact: NotificationContact;
  /** The recomputed grand total with space, the figure the exhibitor's screen headlines; stored with the notification. */
  grandTotal: number;
  mail: ComposedMail;
}

/**
 * The admin's notice of a finished plan (§5 fallbacks for the contact). The figures are computed
 * again from the form and the selections: the browser's `costs` may be stale or edited. The
 * subject and the grand total are with space, as the exhibitor's screen headlines them.
 */
export function composeFormNotificationMail(request: FormNotificationRequest, adminEmail: Mailbox): FormNotificationMail {
  const { formData } = request;
  const contact = notificationContact(formData);
  const plan = {
    formData,
    stallDesignData: request.stallDesignData,
    selectedFlights: request.selectedFlights,
    selectedHotel: request.selectedHotel ?? null,
    selectedLogistics: request.selectedLogistics ?? null,
    selectedVendors: request.selectedVendors,
    eventSpaceTariff: request.eventSpaceTariff ?? null,
  };
  const costs = calculateQuoteCosts(plan);
  // Where the space rate came from, so the admin can tell a show's published rate from an estimate.
  const space = quoteSpaceRental(plan);
  const client = mailbox(contact.email, contact.contactPerson);
  const flights = request.selectedFlights.map((flight) => `${flight.airline} ${flight.flightNumber} (${formatInr(flight.price)} per person)`).join(', ');
  const hotel = request.selectedHotel ? `${request.selectedHotel.name}, ${request.selectedHotel.location} (${formatInr(request.selectedHotel.totalPrice)})` : undefined;

  const body: MailBody = {
    intro: [`${contact.contactPerson} of ${contact.companyName} has finished a plan on StallPlan.`],
    sections: [
      {
        title: 'Contact',
        rows: [
          ['Company', contact.companyName],
          ['Contact person', contact.contactPerson],
          ['E-mail', contact.email],
          ['Phone', contact.phone],
        ],
      },
      {
        title: 'Event',
        rows: [
          ['Exhibition', formData.exhibitionName],
          ['Industry', formData.industry],
          ['Event type', formData.eventType && eventTypeOptions.label(formData.eventType)],
          ['Venue', formData.venueType && venueTypeOptions.label(formData.venueType)],
          ['Dates', [formData.exhibitionStartDate ?? formData.eventStartDate, formData.exhibitionEndDate ?? formData.eventEndDate].filter(Boolean).join(' → ')],
          ['From', [formData.originCity, formData.originState].filter(Boolean).join(', ')],
          ['To', [formData.destinationCity, formData.destinationState].filter(Boolean).join(', ')],
          ['Booth size', formData.boothSize ?? formData.customSize],
          ['Team size', formData.teamSize],
        ],
      },
      {
        title: 'Travel',
        rows: [
          ['Flights', flights],
          ['Hotel', hotel],
        ],
      },
      {
        title: 'Costs (recomputed)',
        rows: [
          ['Construction', formatInr(costs.constructionCost)],
          ['Travel', formatInr(costs.travelCost)],
          ['Accommodation', formatInr(costs.accommodation)],
          ['Marketing', formatInr(costs.marketing)],
          ['Logistics', formatInr(costs.logistics)],
          ['Stall extras', formatInr(costs.stallExtras)],
          ['Flights', formatInr(costs.flights)],
          ['Hotel', formatInr(costs.hotel)],
          ['Services', formatInr(costs.services)],
          ['Total without space', formatInr(costs.total)],
          ['Space rental (organiser)', formatInr(costs.spaceRental)],
          ['Space tariff', space.eventName ? `${space.tariff.note} Show: ${space.eventName}.` : space.tariff.note],
          ['Total with space', formatInr(costs.totalWithSpace)],
          ['GST', formatInr(costs.gstWithSpace)],
          ['Grand total', formatInr(costs.grandTotalWithSpace)],
        ],
      },
    ],
  };
  return {
    contact,
    grandTotal: costs.grandTotalWithSpace,
    mail: {
      to: [adminEmail],
      cc: [],
      ...(client ? { replyTo: client } : {}),
      subject: headerText(`New plan from ${contact.companyName}: ${formatInr(costs.grandTotalWithSpace)}`),
      text: renderText(body),
      html: renderHtml(body),
    },
  };
}
