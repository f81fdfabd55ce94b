import { ApiError } from '@stallplan/contracts';
import { describe, expect, it, vi } from 'vitest';
import { NETWORK_FAILURE_MESSAGE } from '../../../api/refusal.js';
import { failedCall, issueOutcome, refusedAction } from './action-failure.js';

type Answer = { status: 201; body: { data: string } } | { status: 400; body: { error: string; details?: Array<{ path: string; message: string }> } };
const pick = (answer: Answer) => (answer.status === 201 ? answer.body.data : undefined);

describe('issueOutcome', () => {
  it('gives what was issued', async () => {
    expect(await issueOutcome(async (): Promise<Answer> => ({ status: 201, body: { data: 'sp_key_x' } }), pick, 'Failed.')).toEqual({
      ok: true,
      issued: 'sp_key_x',
    });
  });

  it("gives a refusal's sentence and its field details", async () => {
    const details = [{ path: 'ownerEmail', message: 'ownerEmail: Owner e-mail must be a valid e-mail address.' }];
    const outcome = await issueOutcome(async (): Promise<Answer> => ({ status: 400, body: { error: 'Bad key.', details } }), pick, 'Failed.');
    expect(outcome).toEqual({ ok: false, refusal: { status: 400, message: 'Bad key.', details } });
  });

  it('says the server could not be reached when the call threw without an answer', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const outcome = await issueOutcome(
      async (): Promise<Answer> => {
        throw new ApiError('Could not reach the server: offline', undefined, undefined);
      },
      pick,
      'Failed.',
    );
    expect(outcome).toEqual({ ok: false, refusal: { status: undefined, message: NETWORK_FAILURE_MESSAGE, details: [] } });
  });
});

describe('action failures', () => {
  it("carry the server's sentence, or the action's own words", () => {
    expect(refusedAction({ status: 409, body: { success: false, error: 'This key was revoked.' } }, 'Could not rotate.').message).toBe('This key was revoked.');
    expect(refusedAction({ status: 404, body: {} }, 'Could not rotate.').message).toBe('Could not rotate.');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => failedCall('Could not rotate.')(new ApiError('502', 502, { success: false, error: 'Notify is unavailable.' }))).toThrow(
      'Notify is unavailable.',
    );
  });
});
