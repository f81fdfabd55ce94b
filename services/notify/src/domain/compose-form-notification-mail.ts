import { eventTypeOptions, notificationContact, venueTypeOptions, type FormNotificationRequest, type NotificationContact } from '@stallplan/contracts';
import { calculateQuoteCosts, formatInr } from '@stallplan/pricing';
import type { ComposedMail, Mailbox } from './composed-mail.js';
import { headerText, mailbox } from './mail-header.js';
import { renderHtml, renderText, type MailBody } from './mail-layout.js';

export interface FormNotificationMail {
  contact: NotificationContact;
  /** The recomputed grand total, stored with the notification. */
  grandTotal: number;
  mail: ComposedMail;
}

/**
 * The admin's notice of a finished plan (§5 fallbacks for the contact). The figures are computed
 * again from the form and the selections: the browser's `costs` may be stale or edited.
 */
export function composeFormNotificationMail(request: FormNotificationRequest, adminEmail: Mailbox): FormNotificationMail {
  const { formData } = request;
  const contact = notificationContact(formData);
  const costs = calculateQuoteCosts({
    formData,
    stallDesignData: request.stallDesignData,
    selectedFlights: request.selectedFlights,
    selectedHotel: request.selectedHotel ?? null,
    selectedLogistics: request.selectedLogistics ?? null,
    selectedVendors: request.selectedVendors,
  });
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
          ['Total', formatInr(costs.total)],
          ['GST', formatInr(costs.gst)],
          ['Grand total', formatInr(costs.grandTotal)],
        ],
      },
    ],
  };
  return {
    contact,
    grandTotal: costs.grandTotal,
    mail: {
      to: [adminEmail],
      cc: [],
      ...(client ? { replyTo: client } : {}),
      subject: headerText(`New plan from ${contact.companyName}: ${formatInr(costs.grandTotal)}`),
      text: renderText(body),
      html: renderHtml(body),
    },
  };
}
