import { builderMailSchema } from '@stallplan/contracts';
import { describe, expect, it } from 'vitest';
import { composeBuilderMail } from './compose-builder-mail.js';

const builder = { name: 'Skyline Exhibit Works', email: 'bids@skyline.example' };
const exhibitor = { name: 'Asha Rao', email: 'asha@acme.example' };

function compose(input: Record<string, unknown>) {
  return composeBuilderMail(builderMailSchema.parse(input));
}

const invitation = {
  kind: 'brief-invitation',
  key: 'invite:b1:skyline',
  to: builder,
  companyName: 'Acme & Sons <Pvt>',
  exhibitionName: 'India Tech Expo',
  city: 'New Delhi',
  startDate: '2026-09-10',
  endDate: '2026-09-12',
  areaSqm: 36,
  budget: 450000,
  bidUrl: 'https://stallplan.example/bids/abc123',
  bidsCloseAt: '2026-08-20T12:30:00Z',
};

describe('composeBuilderMail: brief-invitation', () => {
  const mail = compose(invitation);

  it('invites the builder to the brief with the private bid link as a button and as text', () => {
    expect(mail.to).toEqual([{ name: builder.name, address: builder.email }]);
    expect(mail.replyTo).toBeUndefined();
    expect(mail.subject).toBe('Acme & Sons <Pvt> invites you to bid for their stall at India Tech Expo');
    expect(mail.text).toContain('Acme & Sons <Pvt> invites you to bid for their stall at India Tech Expo, New Delhi, 10–12 September 2026.');
    expect(mail.text).toContain('Booth area: 36 sq m');
    expect(mail.text).toContain('Budget: ₹4,50,000');
    expect(mail.text).toContain('See the brief and send your bid: https://stallplan.example/bids/abc123');
    expect(mail.text).toContain('Bids close on 20 August 2026 at 6:00 pm IST.');
    expect(mail.text).toContain('This link is yours alone; please do not share it.');
    expect(mail.html).toContain('<a href="https://stallplan.example/bids/abc123"');
    expect(mail.html).toContain('Acme &amp; Sons &lt;Pvt&gt;');
    expect(mail.html).not.toContain('<Pvt>');
  });

  it('says so when no budget was shared', () => {
    expect(compose({ ...invitation, budget: null }).text).toContain('Budget: No budget shared');
  });

  it('keeps the subject on one line when the exhibition name carries line breaks', () => {
    const evil = compose({ ...invitation, exhibitionName: 'Expo\r\nBcc: evil@example.com' });
    expect(evil.subject).not.toMatch(/[\r\n]/);
    expect(evil.subject).toBe('Acme & Sons <Pvt> invites you to bid for their stall at Expo Bcc: evil@example.com');
  });
});

describe('composeBuilderMail: to the exhibitor', () => {
  it('brief-sent names the builders and the comparison link, and asks to keep it private', () => {
    const mail = compose({
      kind: 'brief-sent',
      key: 'sent:b1',
      to: exhibitor,
      exhibitionName: 'India Tech Expo',
      builders: ['Skyline Exhibit Works', 'Arcline Stall Studio'],
      comparisonUrl: 'https://stallplan.example/briefs/b1/compare?t=xyz',
    });
    expect(mail.to).toEqual([{ name: exhibitor.name, address: exhibitor.email }]);
    expect(mail.subject).toBe('Your stall brief went to 2 builders');
    expect(mail.text).toContain('Builder 1: Skyline Exhibit Works');
    expect(mail.text).toContain('Builder 2: Arcline Stall Studio');
    expect(mail.text).toContain('Compare the bids: https://stallplan.example/briefs/b1/compare?t=xyz');
    expect(mail.text).toContain('Keep this link private: it lets you compare bids, choose a builder and review them after the show.');
    expect(mail.html).toContain('href="https://stallplan.example/briefs/b1/compare?t=xyz"');
  });

  const received = {
    kind: 'bid-received',
    key: 'bid:b1:skyline:1',
    to: exhibitor,
    exhibitionName: 'India Tech Expo',
    builderName: 'Skyline Exhibit Works',
    total: 412500,
    revision: 1,
    comparisonUrl: 'https://stallplan.example/briefs/b1/compare',
  };

  it('bid-received gives the builder, the total and the comparison link', () => {
    const mail = compose(received);
    expect(mail.subject).toBe('A new bid for your stall');
    expect(mail.text).toContain('Skyline Exhibit Works has sent a bid for your stall at India Tech Expo, for a total of ₹4,12,500.');
    expect(mail.text).not.toMatch(/revis/i);
    expect(mail.text).toContain('Compare the bids: https://stallplan.example/briefs/b1/compare');
  });

  it('bid-received says "revised" from the second revision on', () => {
    const mail = compose({ ...received, key: 'bid:b1:skyline:2', revision: 2, total: 398000 });
    expect(mail.subject).toBe('A bid for your stall was revised');
    expect(mail.text).toContain('The revised total is ₹3,98,000.');
    expect(mail.text).toContain('Revision: 2');
  });

  it('review-invitation asks how the builder did and says reviews are checked', () => {
    const mail = compose({
      kind: 'review-invitation',
      key: 'review:b1',
      to: exhibitor,
      exhibitionName: 'India Tech Expo',
      builderName: 'Skyline Exhibit Works',
      reviewUrl: 'https://stallplan.example/briefs/b1/review',
    });
    expect(mail.subject).toBe('How did your stall builder do?');
    expect(mail.text).toContain('Review the builder: https://stallplan.example/briefs/b1/review');
    expect(mail.text).toContain('Reviews are checked before they appear on StallPlan.');
  });
});

describe('composeBuilderMail: the award', () => {
  const awarded = {
    kind: 'bid-awarded',
    key: 'award:b1',
    to: builder,
    exhibitionName: 'India Tech Expo',
    total: 398000,
    exhibitor: { companyName: 'Acme Pvt Ltd', contactPerson: 'Asha Rao', email: 'asha@acme.example', phone: '+91 98765 43210' },
  };

  it('bid-awarded congratulates and shares the exhibitor contact, with replies to the exhibitor', () => {
    const mail = compose(awarded);
    expect(mail.to).toEqual([{ name: builder.name, address: builder.email }]);
    expect(mail.replyTo).toEqual({ name: 'Asha Rao', address: 'asha@acme.example' });
    expect(mail.subject).toBe('Your bid for India Tech Expo was chosen');
    expect(mail.text).toContain('Congratulations! Acme Pvt Ltd has chosen your bid of ₹3,98,000');
    expect(mail.text).toContain('Contact person: Asha Rao');
    expect(mail.text).toContain('E-mail: asha@acme.example');
    expect(mail.text).toContain('Phone: +91 98765 43210');
  });

  it('bid-awarded leaves out a missing phone, and a contact e-mail that is not an address gets no Reply-To', () => {
    const mail = compose({ ...awarded, exhibitor: { ...awarded.exhibitor, phone: null, email: 'asha at acme' } });
    expect(mail.text).not.toContain('Phone:');
    expect(mail.text).toContain('E-mail: asha at acme');
    expect(mail.replyTo).toBeUndefined();
  });

  it('bid-not-awarded thanks the builder and tells nothing of the winning bid', () => {
    const mail = compose({ kind: 'bid-not-awarded', key: 'lost:b1:arcline', to: builder, exhibitionName: 'India Tech Expo' });
    expect(mail.subject).toBe('About your bid for India Tech Expo');
    expect(mail.text).toContain('Thank you for your bid for the stall at India Tech Expo.');
    expect(mail.text).toContain('The exhibitor has chosen another builder this time.');
    expect(mail.text).not.toContain('₹');
  });
});
