import type { PlanResponse } from '@stallplan/contracts';
import { describe, expect, it } from 'vitest';
import { ownerNotice } from './owner-notice.js';

const answer = (overrides: Partial<PlanResponse>): PlanResponse => ({
  id: 'r1',
  versionNumber: 2,
  decision: 'approved',
  name: 'Anil Mehta',
  note: '',
  createdAt: '2026-11-27T06:00:00.000Z',
  ...overrides,
});
const approval = { versionNumber: 2, name: 'Anil Mehta', createdAt: '2026-11-27T06:00:00.000Z', changedSince: false };

describe('ownerNotice', () => {
  it('says nothing for a plan without answers', () => {
    expect(ownerNotice(null)).toBeNull();
    expect(ownerNotice({ id: 'p', status: 'shared', approval: null, responses: [] })).toBeNull();
  });

  it('names who approved which version, and says when the plan changed since', () => {
    expect(ownerNotice({ id: 'p', status: 'approved', approval, responses: [answer({})] })).toEqual({
      kind: 'approved',
      text: 'Approved by Anil Mehta (version 2).',
    });
    expect(ownerNotice({ id: 'p', status: 'shared', approval: { ...approval, changedSince: true }, responses: [answer({})] })?.kind).toBe(
      'changed-since-approval',
    );
  });

  it('shows a request for changes made after the approval, with its note', () => {
    const request = answer({
      id: 'r2',
      decision: 'changes-requested',
      name: 'Meera Iyer',
      note: 'Drop the second hotel night.',
      createdAt: '2026-11-27T07:00:00.000Z',
    });
    expect(ownerNotice({ id: 'p', status: 'approved', approval, responses: [answer({}), request] })).toEqual({
      kind: 'changes-requested',
      text: 'Meera Iyer asked for changes to version 2: “Drop the second hotel night.”',
    });
    const older = { ...request, createdAt: '2026-11-27T05:00:00.000Z' };
    expect(ownerNotice({ id: 'p', status: 'approved', approval, responses: [older, answer({})] })?.kind).toBe('approved');
  });
});
