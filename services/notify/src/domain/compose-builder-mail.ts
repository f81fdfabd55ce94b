import type { BuilderMail } from '@stallplan/contracts';
import { composeBuilderSideMail } from './builder-mails/to-builder.js';
import { composeExhibitorSideMail } from './builder-mails/to-exhibitor.js';
import type { ComposedMail } from './composed-mail.js';

/**
 * One mail of the builder-bids flow, composed from the facts catalog sends. The builders' mails
 * never carry the exhibitor's address or phone, except the award, which exists to share them.
 */
export function composeBuilderMail(mail: BuilderMail): ComposedMail {
  switch (mail.kind) {
    case 'brief-invitation':
    case 'bid-awarded':
    case 'bid-not-awarded':
      return composeBuilderSideMail(mail);
    case 'brief-sent':
    case 'bid-received':
    case 'review-invitation':
      return composeExhibitorSideMail(mail);
  }
}
