import { VENDOR_CONFIRMATION_HOURS } from '@stallplan/contracts';
import type { ComposedMail } from './composed-mail.js';
import { mailbox } from './mail-header.js';
import { renderHtml, renderText, type MailBody } from './mail-layout.js';

export const REGISTRATION_MAIL_SUBJECT = 'Confirm your e-mail address for your StallPlan vendor registration';

/**
 * The first mail after a self-registration: the link that confirms the address. Until it is
 * opened the profile is listed nowhere; after that it awaits approval (see docs/marketplace.md#vendor-registration), and the
 * vendor hears again once it is active. Someone who did not register is told to ignore it.
 */
export function composeRegistrationMail(vendor: { name: string; email: string; confirmUrl: string }): ComposedMail {
  const to = mailbox(vendor.email, vendor.name);
  if (!to) throw new TypeError('The vendor e-mail is not an address.');
  const body: MailBody = {
    intro: [
      `Dear ${vendor.name},`,
      `Thank you for registering "${vendor.name}" on StallPlan. Please confirm that this e-mail address is yours by opening the link below within ${VENDOR_CONFIRMATION_HOURS} hours.`,
      'Once it is confirmed, your vendor profile is submitted for approval; when an admin approves it, it is listed on Find Builders.',
    ],
    sections: [],
    action: { label: 'Confirm my e-mail address', url: vendor.confirmUrl },
    outro: [`If you did not register, ignore this e-mail: the registration is deleted after ${VENDOR_CONFIRMATION_HOURS} hours and nothing is published.`],
  };
  return { to: [to], cc: [], subject: REGISTRATION_MAIL_SUBJECT, text: renderText(body), html: renderHtml(body) };
}
