import { describe, expect, it } from 'vitest';
import type { StoredQuote } from '@stallplan/contracts';
import { withoutContactDetails } from './without-contact-details.js';

const stored = (formData: unknown) => ({ quoteNumber: 'SP-20261129-ABCDEF', inputs: { formData, costs: { total: 1 } } }) as unknown as StoredQuote;

describe('withoutContactDetails', () => {
  it("leaves out the exhibitor's e-mail address and phone number under every name, and keeps the rest", () => {
    const open = withoutContactDetails(
      stored({
        companyName: 'Zenith Pumps',
        emailAddress: 'asha@zenith.example',
        email: 'old@zenith.example',
        mobileNumber: '+91 98450 11111',
        phoneNumber: '022 1234',
      }),
    );
    expect(open.inputs).toEqual({ formData: { companyName: 'Zenith Pumps' }, costs: { total: 1 } });
    expect(JSON.stringify(open)).not.toMatch(/zenith\.example|98450|1234/);
  });

  it('answers a quote without form data as it is', () => {
    const quote = stored(undefined);
    expect(withoutContactDetails(quote)).toBe(quote);
  });
});
