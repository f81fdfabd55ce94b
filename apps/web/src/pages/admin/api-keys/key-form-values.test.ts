import { API_KEY_DAILY_QUOTA_DEFAULT, API_KEY_RATE_PER_MINUTE_DEFAULT, API_SCOPES } from '@stallplan/contracts';
import { describe, expect, it } from 'vitest';
import { checkKeyForm, countOf, emptyKeyFormValues, SCOPE_OPTIONS, type KeyFormValues } from './key-form-values.js';

const filled: KeyFormValues = { ...emptyKeyFormValues(), name: 'Acme CRM', ownerEmail: 'dev@acme.example.com', scopes: ['vendors:read', 'webhooks:manage'] };

describe('countOf', () => {
  it('reads digits, grouped or not, and leaves a blank to the default', () => {
    expect(countOf(' 600 ')).toBe(600);
    expect(countOf('50,000')).toBe(50_000);
    expect(countOf('')).toBeUndefined();
    expect(countOf('1.5')).toBe(1.5);
    expect(countOf('ten')).toBeNaN();
  });
});

describe('checkKeyForm', () => {
  it('gives the request the server takes, with the default limits filled in', () => {
    const checked = checkKeyForm(filled);
    expect(checked).toEqual({
      success: true,
      data: {
        name: 'Acme CRM',
        ownerEmail: 'dev@acme.example.com',
        scopes: ['vendors:read', 'webhooks:manage'],
        ratePerMinute: API_KEY_RATE_PER_MINUTE_DEFAULT,
        dailyQuota: API_KEY_DAILY_QUOTA_DEFAULT,
      },
    });
    expect(checkKeyForm({ ...filled, ratePerMinute: '', dailyQuota: '1,000' })).toMatchObject({
      success: true,
      data: { ratePerMinute: 600, dailyQuota: 1000 },
    });
  });

  it("says what is wrong per field, in the contract's words", () => {
    const checked = checkKeyForm({ name: '', ownerEmail: 'not-an-address', scopes: [], ratePerMinute: '1.5', dailyQuota: 'lots' });
    if (checked.success) throw new Error('an empty form passed');
    const byPath = Object.fromEntries(checked.issues.map((issue) => [issue.path, issue.message]));
    expect(byPath).toMatchObject({
      name: 'Key name is required.',
      ownerEmail: 'Owner e-mail must be a valid e-mail address.',
      scopes: 'Choose at least one scope.',
      ratePerMinute: 'Requests per minute must be a whole number.',
      dailyQuota: 'Daily quota must be a number.',
    });
  });
});

describe('SCOPE_OPTIONS', () => {
  it('offers every scope with what it opens', () => {
    expect(SCOPE_OPTIONS.map((option) => option.value)).toEqual([...API_SCOPES]);
    expect(SCOPE_OPTIONS.find((option) => option.value === 'contacts:read')?.label).toMatch(/^contacts:read — .*contact details/);
  });
});
