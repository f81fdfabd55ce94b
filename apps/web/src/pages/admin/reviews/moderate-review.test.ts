import { ApiError, type Review } from '@stallplan/contracts';
import { describe, expect, it } from 'vitest';
import { MODERATION_MESSAGES, failedCallOutcome, toModerationOutcome } from './moderate-review.js';

const review: Review = {
  id: 'r1',
  vendorId: 'v1',
  vendorName: 'Deccan Displays',
  briefId: 'b1',
  companyName: 'Acme Foods',
  exhibitionName: 'AAHAR',
  ratings: { design: 5, workmanship: 4, timeliness: 4, cost: 3 },
  text: 'Built on time and looked exactly like the design.',
  photos: [],
  status: 'approved',
  rejectionReason: null,
  createdAt: '2026-05-01T10:00:00.000Z',
};

describe('toModerationOutcome', () => {
  it('gives the moderated review on 200', () => {
    expect(toModerationOutcome({ status: 200, body: { data: review } }, 'x')).toEqual({ kind: 'done', review });
  });

  it("keeps a 400's sentence and details", () => {
    const details = [{ path: 'reason', message: 'Please give a reason of at least 3 characters.' }];
    expect(toModerationOutcome({ status: 400, body: { success: false, error: 'Invalid input', details } }, 'x')).toEqual({
      kind: 'refused',
      message: 'Invalid input',
      issues: details,
    });
  });

  it('falls back when a 400 has no sentence', () => {
    expect(toModerationOutcome({ status: 400, body: { success: false, error: '' } }, MODERATION_MESSAGES.rejectFailed)).toEqual({
      kind: 'refused',
      message: MODERATION_MESSAGES.rejectFailed,
      issues: [],
    });
  });

  it('says the session ended on 401 and the review is gone on 404', () => {
    expect(toModerationOutcome({ status: 401, body: { success: false, error: 'Unauthorized' } }, 'x')).toMatchObject({
      message: MODERATION_MESSAGES.sessionEnded,
    });
    expect(toModerationOutcome({ status: 404, body: { success: false, error: '' } }, 'x')).toMatchObject({ message: MODERATION_MESSAGES.gone });
  });
});

describe('failedCallOutcome', () => {
  it("uses the server's sentence from an undeclared answer, else the fallback", () => {
    expect(failedCallOutcome(new ApiError('409', 409, { success: false, error: 'Already moderated.' }), 'x')).toEqual({
      kind: 'refused',
      message: 'Already moderated.',
      issues: [],
    });
    expect(failedCallOutcome(new ApiError('offline', undefined, undefined), 'Failed')).toEqual({ kind: 'refused', message: 'Failed', issues: [] });
    expect(failedCallOutcome(new TypeError('boom'), 'Failed').kind).toBe('refused');
  });
});
