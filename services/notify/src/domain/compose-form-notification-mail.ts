import {
  eventTypeOptions,
  notificationContact,
  venueTypeOptions,
  type FormNotificationRequest,
  type NotificationContact,
  type PricedPlanAnswer,
} from '@stallplan/contracts';
import { formatInr } from '@stallplan/pricing';
import type { ComposedMail, Mailbox } from './composed-mail.js';
import { headerText, mailbox } from './mail-header.js';
import { renderHtml, renderText, type MailBody } from './mail-layout.js';

export interface FormNotificationMail {
  contact: NotificationContact;
  /** The recomputed grand total with GST, the figure the exhibitor's screen headlines; stored with the notification. */
  grandTotal: number;
  mail: ComposedMail;
}

/**
 * The admin's notice of a finished plan (see docs/planner.md#admin-notification). Its figures are
 * the quotes service's (`priced`, docs/quote-model.md#authority), never the browser's `costs` nor
 * a pricing of notify's own. The subject and the grand total are the quote's, as the exhibitor's
 * screen headlines them.
 */
export function composeFormNotificationMail(request: FormNotificationRequest, priced: PricedPlanAnswer, adminEmail: Mailbox): FormNotificationMail {
  const { formData } = request;
  const contact = notificationContact(formData);
  const { quote } = priced;
  const client = mailbox(contact.email, contact.contactPerson);
  const flights = request.selectedFlights.map((flight) => `${flight.airline} ${flight.flightNumber} (${formatInr(flight.price)} per person)`).join(', ');
  const hotel = request.selectedHotel
    ? `${request.selectedHotel.name}, ${request.selectedHotel.location} (${formatInr(request.selectedHotel.totalPrice)})`
    : undefined;

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
        title: 'Costs (priced by StallPlan)',
        rows: [
          ...quote.lines.map((line): [string, string] => [line.label, formatInr(line.amount)]),
          // Where the space rate came from, so the admin can tell a show's published rate from an estimate.
          ['Space tariff', priced.showName ? `${priced.spaceNote} Show: ${priced.showName}.` : priced.spaceNote],
          ['Total before GST', formatInr(quote.totals.subtotal)],
          ['GST', formatInr(quote.totals.gst)],
          ['Grand total', formatInr(quote.totals.grandTotal)],
        ],
      },
    ],
  };
  return {
    contact,
    grandTotal: quote.totals.grandTotal,
    mail: {
      to: [adminEmail],
      cc: [],
      ...(client ? { replyTo: client } : {}),
      subject: headerText(`New plan from ${contact.companyName}: ${formatInr(quote.totals.grandTotal)}`),
      text: renderText(body),
      html: renderHtml(body),
    },
  };
}
