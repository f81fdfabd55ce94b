import type { ComposedMail, Mailbox } from './composed-mail.js';
import { headerText, mailbox } from './mail-header.js';
import { renderHtml, renderText, type MailBody } from './mail-layout.js';

/** The checked recipient; the caller's schema already checked the address, so a refusal here is a bad request. */
export function recipientOf(address: string, name?: string): Mailbox {
  const box = mailbox(address, name);
  if (!box) throw new TypeError('The recipient e-mail is not an address that can be mailed.');
  return box;
}

/** One message to one recipient: the subject through the header sanitiser (user text may carry line breaks), both parts from one body. */
export function layoutMail(to: Mailbox, subject: string, body: MailBody, replyTo?: Mailbox): ComposedMail {
  return { to: [to], cc: [], ...(replyTo ? { replyTo } : {}), subject: headerText(subject), text: renderText(body), html: renderHtml(body) };
}
