import { eventTypeOptions, notificationContact, venueTypeOptions, type FormNotificationRequest, type NotificationContact } from '@stallplan/contracts';
import { formatInr, priceQuote } from '@stallplan/pricing';
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
 * The admin's notice of a finished plan (see docs/planner.md#admin-notification). The figures are computed
 * again from the form and the selections: the browser's `costs` may be stale or edited. The
 * subject and the grand total are the quote's, as the exhibitor's screen headlines them.
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
    stallPricing: request.stallPricing ?? null,
  };
  const { quote, space } = priceQuote(plan);
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
        title: 'Costs (recomputed)',
        rows: [
          ...quote.lines.map((line): [string, string] => [line.label, formatInr(line.amount)]),
          // Where the space rate came from, so the admin can tell a show's published rate from an estimate.
          ['Space tariff', space.eventName ? `${space.tariff.note} Show: ${space.eventName}.` : space.tariff.note],
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
