import type { BuilderMail } from '@stallplan/contracts';
import type { StoredBid } from '../models/bid-model.js';
import type { StoredBrief, StoredInvitation } from '../models/brief-model.js';

/**
 * The facts of each builder-bids mail, for notify to compose. Each key names the one event it
 * reports (the brief, the builder, the revision), so a retried call is not mailed twice.
 */

type MailOf<K extends BuilderMail['kind']> = Extract<BuilderMail, { kind: K }>;

const briefIdOf = (brief: StoredBrief) => brief._id.toHexString();
const exhibitorAddress = (brief: StoredBrief) => ({ name: brief.exhibitor.contactPerson, email: brief.exhibitor.email });

/** Links into the web app, through the gateway's public address. */
export function bidUrl(publicBaseUrl: string, bidToken: string): string {
  return `${publicBaseUrl}/bid/${bidToken}`;
}

export function comparisonUrl(publicBaseUrl: string, ownerToken: string): string {
  return `${publicBaseUrl}/briefs/${ownerToken}`;
}

export function briefInvitationMail(brief: StoredBrief, invitation: StoredInvitation, link: string): MailOf<'brief-invitation'> {
  return {
    kind: 'brief-invitation',
    key: `brief-invitation:${briefIdOf(brief)}:${invitation.vendorId}`,
    to: { name: invitation.vendorName, email: invitation.vendorEmail },
    companyName: brief.exhibitor.companyName,
    exhibitionName: brief.event.exhibitionName,
    city: brief.event.city,
    startDate: brief.event.startDate,
    endDate: brief.event.endDate,
    areaSqm: brief.areaSqm,
    budget: brief.budget ?? null,
    bidUrl: link,
    bidsCloseAt: new Date(brief.bidsCloseAt).toISOString(),
  };
}

export function briefSentMail(brief: StoredBrief, link: string): MailOf<'brief-sent'> {
  return {
    kind: 'brief-sent',
    key: `brief-sent:${briefIdOf(brief)}`,
    to: exhibitorAddress(brief),
    exhibitionName: brief.event.exhibitionName,
    builders: brief.invitations.map((invitation) => invitation.vendorName),
    comparisonUrl: link,
  };
}

export function bidReceivedMail(brief: StoredBrief, bid: StoredBid, link: string): MailOf<'bid-received'> {
  return {
    kind: 'bid-received',
    key: `bid-received:${briefIdOf(brief)}:${bid.vendorId}:${bid.revision}`,
    to: exhibitorAddress(brief),
    exhibitionName: brief.event.exhibitionName,
    builderName: bid.vendorName,
    total: bid.total,
    revision: bid.revision,
    comparisonUrl: link,
  };
}

/** The winner learns who the exhibitor is: the contact details are shared now and only with it. */
export function bidAwardedMail(brief: StoredBrief, bid: StoredBid, invitation: StoredInvitation): MailOf<'bid-awarded'> {
  return {
    kind: 'bid-awarded',
    key: `bid-awarded:${briefIdOf(brief)}:${bid.vendorId}`,
    to: { name: invitation.vendorName, email: invitation.vendorEmail },
    exhibitionName: brief.event.exhibitionName,
    total: bid.total,
    exhibitor: {
      companyName: brief.exhibitor.companyName,
      contactPerson: brief.exhibitor.contactPerson,
      email: brief.exhibitor.email,
      phone: brief.exhibitor.phone ?? null,
    },
  };
}

export function bidNotAwardedMail(brief: StoredBrief, invitation: StoredInvitation): MailOf<'bid-not-awarded'> {
  return {
    kind: 'bid-not-awarded',
    key: `bid-not-awarded:${briefIdOf(brief)}:${invitation.vendorId}`,
    to: { name: invitation.vendorName, email: invitation.vendorEmail },
    exhibitionName: brief.event.exhibitionName,
  };
}

export function reviewInvitationMail(brief: StoredBrief, builderName: string, link: string): MailOf<'review-invitation'> {
  return {
    kind: 'review-invitation',
    key: `review-invitation:${briefIdOf(brief)}`,
    to: exhibitorAddress(brief),
    exhibitionName: brief.event.exhibitionName,
    builderName,
    reviewUrl: link,
  };
}
