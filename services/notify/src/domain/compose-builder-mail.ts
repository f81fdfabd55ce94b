import type { BuilderMail } from '@stallplan/contracts';
import { composeBuilderSideMail } from './builder-mails/to-builder.js';
import { composeExhibitorSideMail } from './builder-mails/to-exhibitor.js';
import type { ComposedMail } from './composed-mail.js';

/** The mails that go to the exhibitor, whose address was typed into the brief: they carry the "not me" link. */
export const EXHIBITOR_SIDE_KINDS: ReadonlySet<BuilderMail['kind']> = new Set(['brief-sent', 'bid-received', 'review-invitation']);

/**
 * One mail of the builder-bids flow, composed from the facts catalog sends. The builders' mails
 * never carry the exhibitor's address or phone, except the award, which exists to share them.
 * `stopUrl` is the exhibitor's "not me" link, for the exhibitor's mails.
 */
export function composeBuilderMail(mail: BuilderMail, stopUrl?: string): ComposedMail {
  switch (mail.kind) {
    case 'brief-invitation':
    case 'bid-awarded':
    case 'bid-not-awarded':
      return composeBuilderSideMail(mail);
    case 'brief-sent':
    case 'bid-received':
    case 'review-invitation':
      return composeExhibitorSideMail(mail, stopUrl);
  }
}
