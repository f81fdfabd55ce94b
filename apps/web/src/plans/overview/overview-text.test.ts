import type { PlanLineChange, PlanShare } from '@stallplan/contracts';
import { describe, expect, it } from 'vitest';
import { CHANGE_MARKS, changeCounts, newestFirst, parseExpiryDays, shareState, shareStateText } from './overview-text.js';

const share = (overrides: Partial<PlanShare>): PlanShare => ({
  id: 's1',
  label: 'Finance',
  createdAt: '2026-11-20T04:30:00.000Z',
  expiresAt: null,
  revokedAt: null,
  ...overrides,
});
const now = new Date('2026-11-27T06:00:00.000Z');

describe('overview texts', () => {
  it('tells a working share link from an expired or revoked one', () => {
    expect(shareState(share({}), now)).toBe('active');
    expect(shareStateText(share({}), now)).toBe('Works until revoked');
    expect(shareStateText(share({ expiresAt: '2026-12-03T06:00:00.000Z' }), now)).toBe('Works until 3 Dec 2026');
    expect(shareState(share({ expiresAt: '2026-11-26T06:00:00.000Z' }), now)).toBe('expired');
    expect(shareStateText(share({ expiresAt: '2026-11-26T06:00:00.000Z', revokedAt: '2026-11-25T06:00:00.000Z' }), now)).toBe('Revoked 25 Nov 2026');
  });

  it('marks every change in words and a sign, and counts them', () => {
    for (const kind of ['added', 'removed', 'changed'] as const) {
      expect(CHANGE_MARKS[kind].label).not.toBe('');
      expect(CHANGE_MARKS[kind].sign).not.toBe('');
    }
    const line = (change: PlanLineChange['change']): PlanLineChange => ({ key: change, label: change, category: 'space', from: null, to: null, change });
    expect(changeCounts([line('added'), line('changed'), line('changed'), line('same')])).toBe('1 added, 0 removed, 2 changed.');
    expect(changeCounts([line('same')])).toBe('No line changed.');
  });

  it('reads the expiry as whole days or none', () => {
    expect(parseExpiryDays('')).toEqual({ ok: true, days: null });
    expect(parseExpiryDays(' 14 ')).toEqual({ ok: true, days: 14 });
    expect(parseExpiryDays('2.5')).toEqual({ ok: false, message: 'Expiry must be a whole number of days.' });
    expect(parseExpiryDays('a week')).toEqual({ ok: false, message: 'Expiry must be a number of days.' });
    expect(parseExpiryDays('400')).toEqual({ ok: false, message: 'Expiry must be at most 365 days.' });
    expect(parseExpiryDays('0')).toEqual({ ok: false, message: 'Expiry must be at least 1 day.' });
  });

  it('lists the newest first', () => {
    expect(newestFirst([{ createdAt: '2026-11-20T00:00:00Z' }, { createdAt: '2026-11-27T00:00:00Z' }]).map((item) => item.createdAt)).toEqual([
      '2026-11-27T00:00:00Z',
      '2026-11-20T00:00:00Z',
    ]);
  });
});
