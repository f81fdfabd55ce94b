import type { ApiKey } from '@stallplan/contracts';
import { WEBHOOK_EVENT_TYPES } from '@stallplan/contracts';
import { describe, expect, it } from 'vitest';
import { checkEndpointForm, emptyEndpointFormValues, EVENT_OPTIONS, keyOptions } from './endpoint-form-values.js';

const KEY_ID = 'b'.repeat(24);

function key(id: string, name: string, status: ApiKey['status']): ApiKey {
  return {
    id,
    name,
    ownerEmail: 'dev@acme.example.com',
    scopes: ['webhooks:manage'],
    keyStart: 'sp_key_Xy98Zw',
    ratePerMinute: 600,
    dailyQuota: 50_000,
    status,
    createdAt: '2026-11-27T10:00:00.000Z',
    rotatedAt: null,
    revokedAt: status === 'revoked' ? '2026-11-27T11:00:00.000Z' : null,
    lastUsedAt: null,
    requestCount: 0,
    requestsToday: 0,
  };
}

describe('keyOptions', () => {
  it('offers active keys only, named with the start of their secret', () => {
    expect(keyOptions([key(KEY_ID, 'Acme CRM', 'active'), key('c'.repeat(24), 'Old portal', 'revoked')])).toEqual([
      { value: KEY_ID, label: 'Acme CRM (sp_key_Xy98Zw…)' },
    ]);
  });
});

describe('checkEndpointForm', () => {
  it('gives the request the server takes, leaving out a blank description', () => {
    const checked = checkEndpointForm({ keyId: KEY_ID, url: ' https://crm.example.com/hooks ', events: ['enquiry.created'], description: '  ' });
    expect(checked).toEqual({ success: true, data: { keyId: KEY_ID, url: 'https://crm.example.com/hooks', events: ['enquiry.created'] } });
  });

  it('asks for a key, an http(s) address and an event', () => {
    const checked = checkEndpointForm({ ...emptyEndpointFormValues(), url: 'ftp://files.example.com' });
    if (checked.success) throw new Error('an empty form passed');
    const byPath = Object.fromEntries(checked.issues.map((issue) => [issue.path, issue.message]));
    expect(byPath).toMatchObject({ keyId: 'Choose a key.', url: 'Webhook URL must be an https:// address.', events: 'Choose at least one event.' });
  });

  it('offers every event', () => {
    expect(EVENT_OPTIONS.map((option) => option.value)).toEqual([...WEBHOOK_EVENT_TYPES]);
  });
});
