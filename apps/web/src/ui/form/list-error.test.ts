import { describe, expect, it } from 'vitest';
import { listError } from './list-error.js';

describe('listError', () => {
  it('prefers the list’s own message, then its first entry’s', () => {
    expect(listError({ type: 'too_big', message: 'List at most 20 inclusions.' })).toBe('List at most 20 inclusions.');
    expect(listError({ root: { type: 'server', message: 'Add at most 5 photos.' } })).toBe('Add at most 5 photos.');
    // eslint-disable-next-line no-sparse-arrays
    expect(listError([, { type: 'too_big', message: 'Each inclusion must be at most 200 characters.' }])).toBe(
      'Each inclusion must be at most 200 characters.',
    );
    expect(listError(undefined)).toBeUndefined();
    expect(listError([])).toBeUndefined();
  });
});
