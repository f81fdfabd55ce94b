import { ENQUIRY_DEFAULTS, type WebhookContact, type WebhookEventData } from '@stallplan/contracts';
import type { StoredEnquiry } from '../models/enquiry-model.js';

/** A placeholder the enquiry put in for a blank detail is nobody's contact detail. */
function given(value: string | undefined, placeholder?: string): string | undefined {
  return value && value !== placeholder ? value : undefined;
}

/** enquiry.created as integrators see it: ids and where the show is; the exhibitor's details go in `contact`. */
export function enquiryCreatedEvent(enquiry: StoredEnquiry): { data: WebhookEventData<'enquiry.created'>; contact: WebhookContact } {
  const city = enquiry.arrivalCity;
  return {
    data: {
      enquiryId: enquiry._id.toHexString(),
      vendorId: enquiry.vendorId ?? null,
      vendorName: enquiry.vendorName,
      exhibitionName: enquiry.exhibitionName,
      ...(city ? { city } : {}),
      createdAt: enquiry.createdAt.toISOString(),
    },
    contact: {
      name: given(enquiry.yourName, ENQUIRY_DEFAULTS.yourName),
      email: given(enquiry.emailAddress),
      phone: given(enquiry.mobileNumber, ENQUIRY_DEFAULTS.mobileNumber),
      company: given(enquiry.companyName, ENQUIRY_DEFAULTS.companyName),
    },
  };
}
