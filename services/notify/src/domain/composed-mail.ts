/** A recipient whose address has been checked and whose display name is safe for a header. */
export interface Mailbox {
  name?: string;
  address: string;
}

/** A message ready for the outbox: every header value already made safe by `mail-header.ts`. */
export interface ComposedMail {
  to: Mailbox[];
  cc: Mailbox[];
  replyTo?: Mailbox;
  subject: string;
  text: string;
  html: string;
}
