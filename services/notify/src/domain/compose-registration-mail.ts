import type { ComposedMail } from './composed-mail.js';
import { mailbox } from './mail-header.js';
import { renderHtml, renderText, type MailBody } from './mail-layout.js';

/** marketplace.md §2: the profile awaits approval and the vendor hears again once it is active. */
export function composeRegistrationMail(vendor: { name: string; email: string }): ComposedMail {
  const to = mailbox(vendor.email, vendor.name);
  if (!to) throw new TypeError('The vendor e-mail is not an address.');
  const body: MailBody = {
    intro: [
      `Dear ${vendor.name},`,
      'Thank you for registering on StallPlan! Your vendor profile has been submitted and is awaiting approval.',
      'You will be notified via email once your profile is active.',
    ],
    sections: [],
  };
  return { to: [to], cc: [], subject: 'Your StallPlan vendor registration was received', text: renderText(body), html: renderHtml(body) };
}
