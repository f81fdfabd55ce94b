import { bidSchema } from '@stallplan/contracts';
import { describe, expect, it } from 'vitest';
import { formatAdminDate } from '../dashboard/format-admin-date.js';
import { bidStatus, bidsOfInvited, formatTimelineDays, revisionLabel } from './bid-display.js';

describe('bidStatus', () => {
  it('labels every status the contract knows', () => {
    for (const status of bidSchema.shape.status.options) expect(bidStatus(status).label).toBeTruthy();
  });

  it('marks the awarded bid green and the losing ones grey', () => {
    expect(bidStatus('awarded')).toEqual({ label: 'Awarded', tone: 'green' });
    expect(bidStatus('not-awarded')).toEqual({ label: 'Not awarded', tone: 'slate' });
  });
});

describe('bid and brief wording', () => {
  it('says day or days', () => {
    expect(formatTimelineDays(1)).toBe('1 day');
    expect(formatTimelineDays(14)).toBe('14 days');
  });

  it('counts bids against invitations', () => {
    expect(bidsOfInvited({ bids: 2, invited: 5 })).toBe('2 of 5');
  });

  it('names the first bid and its revisions', () => {
    expect(revisionLabel(1)).toBe('First bid');
    expect(revisionLabel(3)).toBe('Revision 3');
  });

  it("shows a show's calendar end day as that day in India", () => {
    expect(formatAdminDate('2027-01-20')).toBe('Jan 20, 2027');
  });
});
