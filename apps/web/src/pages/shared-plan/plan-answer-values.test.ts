import type { PlanResponse } from '@stallplan/contracts';
import { describe, expect, it } from 'vitest';
import {
  answerSentText,
  checkPlanAnswer,
  CHOOSE_DECISION_MESSAGE,
  decisionText,
  EMPTY_PLAN_ANSWER,
  newestFirst,
  NOTE_REQUIRED_MESSAGE,
} from './plan-answer-values.js';

describe('checkPlanAnswer', () => {
  it('sends an approval with the version shown and a trimmed name, without a note', () => {
    expect(checkPlanAnswer({ decision: 'approved', name: '  Asha Rao ', note: '  ' }, 3)).toEqual({
      ok: true,
      body: { versionNumber: 3, decision: 'approved', name: 'Asha Rao' },
    });
  });

  it('keeps a note given with an approval', () => {
    const checked = checkPlanAnswer({ decision: 'approved', name: 'Asha', note: 'Go ahead with the builder.' }, 1);
    expect(checked).toMatchObject({ ok: true, body: { note: 'Go ahead with the builder.' } });
  });

  it('needs a note to ask for changes', () => {
    expect(checkPlanAnswer({ decision: 'changes-requested', name: 'Asha', note: ' ' }, 2)).toEqual({ ok: false, errors: { note: NOTE_REQUIRED_MESSAGE } });
    expect(checkPlanAnswer({ decision: 'changes-requested', name: 'Asha', note: 'Fly on Tuesday instead.' }, 2)).toMatchObject({
      ok: true,
      body: { decision: 'changes-requested', note: 'Fly on Tuesday instead.' },
    });
  });

  it('needs a name and a decision, and says so with the contract’s words', () => {
    const checked = checkPlanAnswer(EMPTY_PLAN_ANSWER, 1);
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.errors.decision).toBe(CHOOSE_DECISION_MESSAGE);
    expect(checked.errors.name).toMatch(/name/i);
    expect(checked.errors.note).toBeUndefined();
  });

  it('refuses a name that is too long', () => {
    const checked = checkPlanAnswer({ decision: 'approved', name: 'A'.repeat(101), note: '' }, 1);
    expect(checked).toMatchObject({ ok: false, errors: { name: expect.stringMatching(/100/) } });
  });
});

const response = (id: string, createdAt: string, decision: PlanResponse['decision'] = 'approved'): PlanResponse => ({
  id,
  versionNumber: 2,
  decision,
  name: 'Ravi',
  note: '',
  createdAt,
});

describe('answer texts', () => {
  it('names the decision and the version', () => {
    expect(decisionText(response('a', '2026-11-01T00:00:00.000Z'))).toBe('Approved version 2');
    expect(decisionText(response('a', '2026-11-01T00:00:00.000Z', 'changes-requested'))).toBe('Asked for changes to version 2');
  });

  it('says the owner was told', () => {
    expect(answerSentText(response('a', '2026-11-01T00:00:00.000Z'))).toBe('Thank you, Ravi. The plan’s owner has been told of your approval of version 2.');
  });

  it('lists the newest answer first', () => {
    const list = [response('old', '2026-11-01T00:00:00.000Z'), response('new', '2026-11-03T00:00:00.000Z'), response('mid', '2026-11-02T00:00:00.000Z')];
    expect(newestFirst(list).map((item) => item.id)).toEqual(['new', 'mid', 'old']);
  });
});
