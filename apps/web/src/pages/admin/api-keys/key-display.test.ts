import type { ApiKey } from '@stallplan/contracts';
import { describe, expect, it } from 'vitest';
import { keyLastUsedText, keyLimitsText, keyRequestsText, keyStartText, keyStatus } from './key-display.js';

const key: ApiKey = {
  id: 'a'.repeat(24),
  name: 'Acme CRM',
  ownerEmail: 'dev@acme.example.com',
  scopes: ['vendors:read'],
  keyStart: 'sp_key_Ab12Cd',
  ratePerMinute: 600,
  dailyQuota: 50_000,
  status: 'active',
  createdAt: '2026-11-27T10:00:00.000Z',
  rotatedAt: null,
  revokedAt: null,
  lastUsedAt: null,
  requestCount: 12_345,
  requestsToday: 7,
};

describe('key display', () => {
  it('shows only the start of the secret, marked as cut short', () => {
    expect(keyStartText(key)).toBe('sp_key_Ab12Cd…');
  });

  it('writes limits and use with grouped digits', () => {
    expect(keyLimitsText(key)).toBe('600/min · 50,000/day');
    expect(keyRequestsText(key)).toBe('12,345 in all · 7 today');
  });

  it('says Never for an unused key, and the time in India otherwise', () => {
    expect(keyLastUsedText(key)).toBe('Never');
    expect(keyLastUsedText({ lastUsedAt: '2026-11-27T18:30:00.000Z' })).toBe('Nov 28, 2026, 12:00 AM');
  });

  it('tells an active key from a revoked one', () => {
    expect(keyStatus(key)).toEqual({ label: 'Active', tone: 'green' });
    expect(keyStatus({ status: 'revoked' })).toEqual({ label: 'Revoked', tone: 'red' });
  });
});
