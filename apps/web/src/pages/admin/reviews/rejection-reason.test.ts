import { describe, expect, it } from 'vitest';
import { REASON_MAX_LENGTH, checkRejectionReason, splitReasonIssues } from './rejection-reason.js';

describe('checkRejectionReason', () => {
  it('accepts 3 to 500 characters, trimmed', () => {
    expect(checkRejectionReason('  Spam  ')).toEqual({ ok: true, reason: 'Spam' });
    expect(checkRejectionReason('abc')).toEqual({ ok: true, reason: 'abc' });
    expect(checkRejectionReason('x'.repeat(500))).toEqual({ ok: true, reason: 'x'.repeat(500) });
  });

  it("refuses a blank, short or long reason with the contract's words", () => {
    expect(checkRejectionReason('')).toEqual({ ok: false, message: 'Please give a reason of at least 3 characters.' });
    expect(checkRejectionReason('  ab   ')).toEqual({ ok: false, message: 'Please give a reason of at least 3 characters.' });
    expect(checkRejectionReason('x'.repeat(501))).toEqual({ ok: false, message: 'The reason must be at most 500 characters.' });
  });

  it('reads the limit from the contract', () => {
    expect(REASON_MAX_LENGTH).toBe(500);
  });
});

describe('splitReasonIssues', () => {
  it("puts the reason's message under the box and the others in the banner", () => {
    expect(
      splitReasonIssues([
        { path: 'reason', message: 'Too short.' },
        { path: 'id', message: 'Bad id.' },
      ]),
    ).toEqual({ reason: 'Too short.', other: ['Bad id.'] });
  });

  it('finds the reason under the body', () => {
    expect(splitReasonIssues([{ path: 'body.reason', message: 'Too long.' }])).toEqual({ reason: 'Too long.', other: [] });
    expect(splitReasonIssues([])).toEqual({ reason: null, other: [] });
  });
});
