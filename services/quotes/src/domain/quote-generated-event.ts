import type { PlannerFormData, WebhookContact, WebhookEventData } from '@stallplan/contracts';
import type { StoredQuoteDocument } from '../models/quote-model.js';

/** The exhibitor's details as the planner's form gave them; the ones left blank are left out. */
export function plannerContact(form: PlannerFormData): WebhookContact {
  return {
    name: form.contactPerson ?? form.yourName,
    email: form.emailAddress ?? form.email,
    phone: form.mobileNumber ?? form.phoneNumber,
    company: form.companyName,
  };
}

/**
 * quote.generated: the stored quote's id and its headline figure. Never the quote number: the
 * number alone opens the stored quote, with the exhibitor's details, through GET /api/quotes/:id.
 */
export function quoteGeneratedEvent(
  quoteId: string,
  quote: StoredQuoteDocument,
  form: PlannerFormData,
): { data: WebhookEventData<'quote.generated'>; contact: WebhookContact } {
  const { exhibitionName, destinationCity: city } = form;
  return {
    data: {
      quoteId,
      total: quote.quote.totals.grandTotal,
      currency: 'INR',
      ...(exhibitionName ? { exhibitionName } : {}),
      ...(city ? { city } : {}),
      createdAt: quote.createdAt.toISOString(),
    },
    contact: plannerContact(form),
  };
}
