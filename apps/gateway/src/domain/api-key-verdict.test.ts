import { describe, expect, it } from 'vitest';
import { apiKeyVerdict, keyCannotCallMessage, shownRoute, type ApiKeyCall } from './api-key-verdict.js';

// 12:00:30 UTC: 30 s to the next minute, 43,170 s to midnight.
const call: ApiKeyCall = { method: 'GET', routePath: '/api/vendors/:id', versioned: true, scope: 'vendors:read', nowMs: Date.parse('2026-11-27T12:00:30Z') };

describe('apiKeyVerdict', () => {
  it('lets a counted call through with the minute window and the quota as headers', () => {
    expect(apiKeyVerdict(['ok', 'k1', 4, 10, 40, 100, 'vendors:read contacts:read'], call)).toEqual({
      allowed: true,
      keyId: 'k1',
      scopes: ['vendors:read', 'contacts:read'],
      headers: {
        'ratelimit-limit': '10',
        'ratelimit-remaining': '6',
        'ratelimit-reset': '30',
        'x-quota-limit': '100',
        'x-quota-remaining': '60',
        'x-quota-reset': '43170',
      },
    });
  });

  it('refuses an unknown and a revoked key with 401 and no limits to show', () => {
    expect(apiKeyVerdict(['unknown'], call)).toEqual({ allowed: false, status: 401, message: 'This API key is not valid.', headers: {} });
    expect(apiKeyVerdict(['revoked'], call)).toEqual({ allowed: false, status: 401, message: 'This API key was revoked.', headers: {} });
  });

  it('names the missing scope and the route as the client called it', () => {
    const versioned = apiKeyVerdict(['missing-scope', 'k1', 0, 10, 0, 100], call);
    expect(versioned).toMatchObject({ allowed: false, status: 403, message: 'This API key lacks the vendors:read scope that GET /api/v1/vendors/:id needs.' });
    const plain = apiKeyVerdict(['missing-scope', 'k1', 0, 10, 0, 100], { ...call, versioned: false });
    expect(plain).toMatchObject({ message: 'This API key lacks the vendors:read scope that GET /api/vendors/:id needs.' });
    expect(versioned.headers['ratelimit-remaining']).toBe('10');
  });

  it('sends a call over the minute limit back to the next minute', () => {
    const verdict = apiKeyVerdict(['over-rate', 'k1', 10, 10, 50, 100], call);
    expect(verdict).toMatchObject({ allowed: false, status: 429 });
    expect(verdict.headers).toMatchObject({ 'retry-after': '30', 'ratelimit-remaining': '0', 'x-quota-remaining': '50' });
    expect(!verdict.allowed && verdict.message).toBe('This API key may make 10 requests a minute and has made them. Please wait 30 seconds and try again.');
  });

  it('sends a call over the daily quota back to midnight UTC', () => {
    const verdict = apiKeyVerdict(['over-quota', 'k1', 2, 10, 100, 100], call);
    expect(verdict).toMatchObject({ allowed: false, status: 429 });
    expect(verdict.headers).toMatchObject({ 'retry-after': '43170', 'x-quota-remaining': '0', 'ratelimit-remaining': '8' });
    expect(!verdict.allowed && verdict.message).toBe('This API key has used its daily quota of 100 requests; it renews at midnight UTC, in 43170 seconds.');
  });

  it('never shows a negative remainder when counts ran past a lowered limit', () => {
    const verdict = apiKeyVerdict(['over-rate', 'k1', 50, 10, 500, 100], call);
    expect(verdict.headers).toMatchObject({ 'ratelimit-remaining': '0', 'x-quota-remaining': '0' });
  });
});

describe('keyCannotCallMessage', () => {
  it('names the route a key may not call', () => {
    expect(keyCannotCallMessage(shownRoute('POST', '/api/upload/logo', true))).toMatch(/^API keys cannot call POST \/api\/v1\/upload\/logo; /);
  });
});
