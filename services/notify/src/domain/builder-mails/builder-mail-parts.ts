import type { BuilderMail } from '@stallplan/contracts';
import type { Mailbox } from '../composed-mail.js';
import { recipientOf } from '../layout-mail.js';

/** The mail of one kind of the flow, narrowed from the union. */
export type BuilderMailOf<K extends BuilderMail['kind']> = Extract<BuilderMail, { kind: K }>;

/** The checked recipient, with the name the caller gave. */
export function recipient(to: { name: string; email: string }): Mailbox {
  return recipientOf(to.email, to.name);
}

/** Said wherever the exhibitor's comparison link appears: it is the only key to their bids. */
export const KEEP_COMPARISON_PRIVATE = 'Keep this link private: it lets you compare bids, choose a builder and review them after the show.';
