import { ApiError } from '@stallplan/contracts';
import { describe, expect, it } from 'vitest';
import { ENQUIRY_RETRY_MESSAGE, enquiryErrorMessage } from './enquiry-error-message.js';

describe('enquiryErrorMessage', () => {
  it("shows the server's reason", () => {
    expect(enquiryErrorMessage({ status: 503, body: { success: false, error: 'notify service is unavailable' } })).toBe('notify service is unavailable');
    expect(enquiryErrorMessage(new ApiError('500: boom', 500, { message: 'Mail server refused it' }))).toBe('Mail server refused it');
  });

  it('falls back to its own sentence without a reason', () => {
    expect(ENQUIRY_RETRY_MESSAGE).toBe('Failed to send enquiry. Please try again.');
    expect(enquiryErrorMessage(new ApiError('Could not reach the server: fetch failed', undefined, undefined))).toBe(ENQUIRY_RETRY_MESSAGE);
    expect(enquiryErrorMessage({ status: 502, body: { error: '  ' } })).toBe(ENQUIRY_RETRY_MESSAGE);
    expect(enquiryErrorMessage(undefined)).toBe(ENQUIRY_RETRY_MESSAGE);
  });

  it("passes on a plain error's message, such as a refused recipient", () => {
    expect(enquiryErrorMessage(new Error('Vendor e-mail must be a valid e-mail address.'))).toBe('Vendor e-mail must be a valid e-mail address.');
  });
});
