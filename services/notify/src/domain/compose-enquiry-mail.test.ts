import { enquiryPayloadSchema } from '@stallplan/contracts';
import { describe, expect, it } from 'vitest';
import { composeEnquiryMails } from './compose-enquiry-mail.js';

const admin = { name: 'Admin', address: 'admin@stallplan.local' };

describe('composeEnquiryMails', () => {
  // The contracts refuse line breaks in a name; the mail is composed safely even if one got through.
  const enquiry = {
    ...enquiryPayloadSchema.parse({
      companyName: 'A & B <Ltd>',
      yourName: 'Asha',
      vendorName: 'Bright Booths',
      vendorEmail: 'vendor@vendor.example',
      boothArea: 20,
      furnitureItems: [{ name: 'chairs_set', cost: 4500 }],
    }),
    yourName: 'Asha\r\nBcc: evil@example.com',
  };
  const mails = composeEnquiryMails(enquiry, admin);

  it('addresses the vendor and the admin copy separately', () => {
    expect(mails.vendor.to).toEqual([{ name: 'Bright Booths', address: 'vendor@vendor.example' }]);
    expect(mails.adminCopy.to).toEqual([admin]);
    expect(mails.adminCopy.subject).toBe(`Copy: ${mails.vendor.subject}`);
  });

  it('escapes every user value in the HTML and shows costs in rupees', () => {
    expect(mails.vendor.html).toContain('A &amp; B &lt;Ltd&gt;');
    expect(mails.vendor.html).not.toContain('<Ltd>');
    expect(mails.vendor.text).toContain('(₹4,500)');
  });

  it('keeps the subject on one line', () => {
    expect(mails.vendor.subject).not.toMatch(/[\r\n]/);
    expect(mails.vendor.subject).toBe('Booth enquiry from A & B <Ltd> for Exhibition Event');
  });
});
