import type { Vendor } from '@stallplan/contracts';
import { describe, expect, it } from 'vitest';
import { SAVE_FAILED, toVendorSaveOutcome } from './save-vendor.js';

const vendor = { id: 'v1', name: 'Deccan Displays', version: 3 } as Vendor;

describe('toVendorSaveOutcome', () => {
  it('gives the saved vendor on 200 and 201', () => {
    expect(toVendorSaveOutcome({ status: 200, body: { data: vendor } })).toEqual({ kind: 'saved', vendor });
    expect(toVendorSaveOutcome({ status: 201, body: { data: vendor } })).toEqual({ kind: 'saved', vendor });
  });

  it('says the vendor changed meanwhile on 412, with the version stored now, and nothing to show as a field error', () => {
    const outcome = toVendorSaveOutcome({
      status: 412,
      body: { success: false, error: 'This vendor was changed by someone else since you opened it.', currentVersion: 5 },
    });
    expect(outcome).toEqual({ kind: 'stale', currentVersion: 5 });
  });

  it("shows the server's sentence and the fields it names on 400, and a fallback when it gives none", () => {
    const details = [{ path: 'category', message: 'Category is required.' }];
    expect(toVendorSaveOutcome({ status: 400, body: { error: 'The vendor is missing: category.', details } })).toEqual({
      kind: 'refused',
      message: 'The vendor is missing: category.',
      details,
    });
    expect(toVendorSaveOutcome({ status: 404, body: { error: '' } })).toEqual({ kind: 'refused', message: SAVE_FAILED });
  });
});
