import { describe, expect, it } from 'vitest';
import { copyText } from './copy-text.js';

describe('copyText', () => {
  it('copies where the browser allows it, and says failed where it does not', async () => {
    const copied: string[] = [];
    expect(await copyText('https://stallplan.in/plans/x', { writeText: async (text) => void copied.push(text) })).toBe('copied');
    expect(copied).toEqual(['https://stallplan.in/plans/x']);
    expect(await copyText('x', { writeText: () => Promise.reject(new Error('denied')) })).toBe('failed');
    expect(await copyText('x', null)).toBe('failed');
  });
});
