import type { BuilderMail } from '@stallplan/contracts';
import type { ComposedMail, Mailbox } from '../composed-mail.js';
import { headerText, mailbox } from '../mail-header.js';
import { renderHtml, renderText, type MailBody } from '../mail-layout.js';

/** The mail of one kind of the flow, narrowed from the union. */
export type BuilderMailOf<K extends BuilderMail['kind']> = Extract<BuilderMail, { kind: K }>;

/** The checked recipient; the schema already checked the address, so a refusal here is a bad request. */
export function recipient(to: { name: string; email: string }): Mailbox {
  const box = mailbox(to.email, to.name);
  if (!box) throw new TypeError('The recipient e-mail is not an address that can be mailed.');
  return box;
}

/** Subject through the header sanitiser (names from the brief may carry line breaks), both parts from one body. */
export function builderFlowMail(to: Mailbox, subject: string, body: MailBody, replyTo?: Mailbox): ComposedMail {
  return { to: [to], cc: [], ...(replyTo ? { replyTo } : {}), subject: headerText(subject), text: renderText(body), html: renderHtml(body) };
}

/** Said wherever the exhibitor's comparison link appears: it is the only key to their bids. */
export const KEEP_COMPARISON_PRIVATE = 'Keep this link private: it lets you compare bids, choose a builder and review them after the show.';
