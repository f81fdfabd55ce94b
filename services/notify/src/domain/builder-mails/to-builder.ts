import { formatInr } from '@stallplan/pricing';
import type { ComposedMail } from '../composed-mail.js';
import { layoutMail } from '../layout-mail.js';
import { indianDateTime, dayRange } from '../mail-dates.js';
import { mailbox } from '../mail-header.js';
import type { MailBody } from '../mail-layout.js';
import { recipient, type BuilderMailOf } from './builder-mail-parts.js';

const AREA = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

/**
 * The brief and the builder's private bid link. The exhibitor's e-mail and phone stay out: the
 * builder reaches the exhibitor only through the bid until the award.
 */
function briefInvitation(mail: BuilderMailOf<'brief-invitation'>): ComposedMail {
  const dates = dayRange(mail.startDate, mail.endDate);
  const closes = indianDateTime(mail.bidsCloseAt);
  const body: MailBody = {
    intro: [`Dear ${mail.to.name},`, `${mail.companyName} invites you to bid for their stall at ${mail.exhibitionName}, ${mail.city}, ${dates}.`],
    sections: [
      {
        title: 'The brief',
        rows: [
          ['Exhibitor', mail.companyName],
          ['Exhibition', mail.exhibitionName],
          ['City', mail.city],
          ['Dates', dates],
          ['Booth area', `${AREA.format(mail.areaSqm)} sq m`],
          ['Budget', mail.budget === null ? 'No budget shared' : formatInr(mail.budget)],
          ['Bids close', closes],
        ],
      },
    ],
    action: { label: 'See the brief and send your bid', url: mail.bidUrl },
    outro: [`Bids close on ${closes}.`, 'This link is yours alone; please do not share it.'],
  };
  return layoutMail(recipient(mail.to), `${mail.companyName} invites you to bid for their stall at ${mail.exhibitionName}`, body);
}

/** The award shares the exhibitor's contact details, and replies go straight to the exhibitor when the address allows. */
function bidAwarded(mail: BuilderMailOf<'bid-awarded'>): ComposedMail {
  const { exhibitor } = mail;
  const body: MailBody = {
    intro: [
      `Dear ${mail.to.name},`,
      `Congratulations! ${exhibitor.companyName} has chosen your bid of ${formatInr(mail.total)} for their stall at ${mail.exhibitionName}.`,
      'Please get in touch with them to confirm the design, the schedule and the payment terms.',
    ],
    sections: [
      {
        title: 'Exhibitor contact',
        rows: [
          ['Company', exhibitor.companyName],
          ['Contact person', exhibitor.contactPerson],
          ['E-mail', exhibitor.email],
          ['Phone', exhibitor.phone],
        ],
      },
      {
        title: 'Your bid',
        rows: [
          ['Exhibition', mail.exhibitionName],
          ['Total', formatInr(mail.total)],
        ],
      },
    ],
    outro: ['Thank you for bidding through StallPlan.'],
  };
  const replyTo = mailbox(exhibitor.email, exhibitor.contactPerson) ?? undefined;
  return layoutMail(recipient(mail.to), `Your bid for ${mail.exhibitionName} was chosen`, body, replyTo);
}

/** Polite, and nothing about the winning bid: who won and for how much is the exhibitor's business. */
function bidNotAwarded(mail: BuilderMailOf<'bid-not-awarded'>): ComposedMail {
  const body: MailBody = {
    intro: [`Dear ${mail.to.name},`, `Thank you for your bid for the stall at ${mail.exhibitionName}.`, 'The exhibitor has chosen another builder this time.'],
    sections: [],
    outro: ['We appreciate the time and care you put into your bid, and we hope to send you more briefs soon.'],
  };
  return layoutMail(recipient(mail.to), `About your bid for ${mail.exhibitionName}`, body);
}

/** The three mails of the flow that go to builders. */
export function composeBuilderSideMail(mail: BuilderMailOf<'brief-invitation' | 'bid-awarded' | 'bid-not-awarded'>): ComposedMail {
  switch (mail.kind) {
    case 'brief-invitation':
      return briefInvitation(mail);
    case 'bid-awarded':
      return bidAwarded(mail);
    case 'bid-not-awarded':
      return bidNotAwarded(mail);
  }
}
