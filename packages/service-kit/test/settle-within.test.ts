import { describe, expect, it } from 'vitest';
import { settleWithin } from '../src/settle-within.js';

describe('settleWithin', () => {
  it('gives the work its own answer or failure when it settles in time', async () => {
    await expect(settleWithin(Promise.resolve(7), 1000, 'late')).resolves.toBe(7);
    await expect(settleWithin(Promise.reject(new Error('refused')), 1000, 'late')).rejects.toThrow('refused');
  });

  it('rejects with the message when the work takes longer, and the work still completes', async () => {
    let finished = false;
    const work = new Promise<string>((resolve) =>
      setTimeout(() => {
        finished = true;
        resolve('done');
      }, 80),
    );
    await expect(settleWithin(work, 10, 'the queue did not take the job within 10 ms')).rejects.toThrow('the queue did not take the job within 10 ms');
    await expect(work).resolves.toBe('done');
    expect(finished).toBe(true);
  });
});
