import { formatInr } from '@stallplan/pricing';
import type { ComposedMail } from '../composed-mail.js';
import { layoutMail } from '../layout-mail.js';
import type { MailAction, MailBody } from '../mail-layout.js';
import { KEEP_COMPARISON_PRIVATE, recipient, type BuilderMailOf } from './builder-mail-parts.js';

const COMPARE = 'Compare the bids';
/** Anyone can type any address into a brief: each mail says how to stop them all. */
const STOP_LABEL = 'Not you, or no more of these mails? Stop all StallPlan mail to this address:';

function buildersPhrase(count: number): string {
  return count === 1 ? '1 builder' : `${count} builders`;
}

/** Which builders have the brief, and the comparison link the exhibitor will come back to. */
function briefSent(mail: BuilderMailOf<'brief-sent'>, stop: MailAction | undefined): ComposedMail {
  const body: MailBody = {
    intro: [
      `Dear ${mail.to.name},`,
      `Your stall brief for ${mail.exhibitionName} has gone to ${buildersPhrase(mail.builders.length)}. We will e-mail you as their bids arrive.`,
    ],
    sections: [{ title: 'Sent to', rows: mail.builders.map((builder, index) => [`Builder ${index + 1}`, builder] as const) }],
    action: { label: COMPARE, url: mail.comparisonUrl },
    outro: [KEEP_COMPARISON_PRIVATE],
    ...(stop ? { stop } : {}),
  };
  // Subjects carry nothing anyone typed (the show, a builder's name): see docs/saved-plans.md#mails.
  return layoutMail(recipient(mail.to), `Your stall brief went to ${buildersPhrase(mail.builders.length)}`, body);
}

/** A first bid or a revision (revision > 1) of one builder's bid. */
function bidReceived(mail: BuilderMailOf<'bid-received'>, stop: MailAction | undefined): ComposedMail {
  const revised = mail.revision > 1;
  const news = revised
    ? `${mail.builderName} has revised their bid for your stall at ${mail.exhibitionName}. The revised total is ${formatInr(mail.total)}.`
    : `${mail.builderName} has sent a bid for your stall at ${mail.exhibitionName}, for a total of ${formatInr(mail.total)}.`;
  const body: MailBody = {
    intro: [`Dear ${mail.to.name},`, news],
    sections: [
      {
        title: revised ? 'The revised bid' : 'The bid',
        rows: [
          ['Builder', mail.builderName],
          ['Total', formatInr(mail.total)],
          ['Revision', revised ? mail.revision : undefined],
        ],
      },
    ],
    action: { label: COMPARE, url: mail.comparisonUrl },
    outro: ['The comparison shows every bid line by line, next to each other.', KEEP_COMPARISON_PRIVATE],
    ...(stop ? { stop } : {}),
  };
  const subject = revised ? 'A bid for your stall was revised' : 'A new bid for your stall';
  return layoutMail(recipient(mail.to), subject, body);
}

/** After the show: a review of the chosen builder. */
function reviewInvitation(mail: BuilderMailOf<'review-invitation'>, stop: MailAction | undefined): ComposedMail {
  const question = `How did ${mail.builderName} do at ${mail.exhibitionName}?`;
  const body: MailBody = {
    intro: [`Dear ${mail.to.name},`, question, 'A few ratings and a few words from you help other exhibitors choose their builder.'],
    sections: [],
    action: { label: 'Review the builder', url: mail.reviewUrl },
    outro: ['Reviews are checked before they appear on StallPlan.'],
    ...(stop ? { stop } : {}),
  };
  return layoutMail(recipient(mail.to), 'How did your stall builder do?', body);
}

/** The three mails of the flow that go to the exhibitor. */
export function composeExhibitorSideMail(mail: BuilderMailOf<'brief-sent' | 'bid-received' | 'review-invitation'>, stopUrl?: string): ComposedMail {
  const stop = stopUrl === undefined ? undefined : { label: STOP_LABEL, url: stopUrl };
  switch (mail.kind) {
    case 'brief-sent':
      return briefSent(mail, stop);
    case 'bid-received':
      return bidReceived(mail, stop);
    case 'review-invitation':
      return reviewInvitation(mail, stop);
  }
}
