import type { StoredQuote } from '@stallplan/contracts';

/** The step 1 fields that reach the exhibitor: an e-mail address and a phone number under either name the form has had. */
export const CONTACT_FIELDS = ['emailAddress', 'email', 'mobileNumber', 'phoneNumber'] as const;

/**
 * A stored quote as anyone holding its number may read it: the figures, the show and the company,
 * without the exhibitor's e-mail address and phone number. The number is printed on every PDF the
 * exhibitor forwards, so it is a reference, not a credential.
 */
export function withoutContactDetails(quote: StoredQuote): StoredQuote {
  const formData = quote.inputs['formData'];
  if (typeof formData !== 'object' || formData === null || Array.isArray(formData)) return quote;
  const kept = Object.fromEntries(Object.entries(formData).filter(([field]) => !(CONTACT_FIELDS as readonly string[]).includes(field)));
  return { ...quote, inputs: { ...quote.inputs, formData: kept } };
}
