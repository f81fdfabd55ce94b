import { describe, expect, it } from 'vitest';
import { bidsCloseAt, ownerLinkExpiresAt, showHasEnded, showHasStarted, todayUtc } from './brief-dates.js';

const at = (iso: string) => new Date(iso);

describe('brief dates', () => {
  it('counts days in UTC', () => {
    expect(todayUtc(at('2027-01-19T23:30:00+05:30'))).toBe('2027-01-19');
    expect(todayUtc(at('2027-01-20T00:00:00Z'))).toBe('2027-01-20');
  });

  it('treats the first day of the show as started and the day after the last as ended', () => {
    const now = at('2027-01-20T10:00:00Z');
    expect(showHasStarted('2027-01-21', now)).toBe(false);
    expect(showHasStarted('2027-01-20', now)).toBe(true);
    expect(showHasEnded('2027-01-20', now)).toBe(false);
    expect(showHasEnded('2027-01-19', now)).toBe(true);
  });

  it('closes bids after 30 days, or when the show begins if sooner', () => {
    const sent = at('2027-01-01T09:15:00Z');
    expect(bidsCloseAt(sent, '2027-03-01').toISOString()).toBe('2027-01-31T09:15:00.000Z');
    expect(bidsCloseAt(sent, '2027-01-20').toISOString()).toBe('2027-01-20T00:00:00.000Z');
  });

  it("keeps the exhibitor's link through the 180th day after the show", () => {
    expect(ownerLinkExpiresAt('2027-01-22').toISOString()).toBe('2027-07-22T00:00:00.000Z');
  });
});
