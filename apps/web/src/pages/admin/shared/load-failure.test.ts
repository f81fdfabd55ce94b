import { ApiError } from '@stallplan/contracts';
import { describe, expect, it } from 'vitest';
import { loadFailureDetail, refusal } from './load-failure.js';

describe('loadFailureDetail', () => {
  it("gives the server's sentence from an unexpected answer", () => {
    expect(loadFailureDetail(new ApiError('502: Bad Gateway', 502, { success: false, error: 'Catalog is unavailable' }))).toBe('Catalog is unavailable');
  });

  it('says the server could not be reached when the network failed', () => {
    expect(loadFailureDetail(new ApiError('Could not reach the server: offline', undefined, undefined))).toBe('The server could not be reached.');
  });

  it('gives nothing for an answer without words', () => {
    expect(loadFailureDetail(new ApiError('500', 500, '<html>'))).toBeUndefined();
    expect(loadFailureDetail('odd')).toBeUndefined();
  });

  it('passes on the message of a refusal', () => {
    expect(loadFailureDetail(refusal('briefs', { success: false, error: 'Bad status' }))).toBe('Bad status');
    expect(loadFailureDetail(refusal('briefs', {}))).toBe('Could not load briefs.');
  });
});
