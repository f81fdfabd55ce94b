import { describe, expect, it } from 'vitest';
import { briefClientLimit, CONFIRMATION_MAILS_PER_ADDRESS_PER_DAY, emailDomainOf, registrationLimits } from './submission-limits.js';

const settings = { perClientPerHour: 5, perDomainPerDay: 10, perSharedDomainPerDay: 300 };

describe('registrationLimits', () => {
  it('counts per client per hour, per domain per day and per address per day, keyed by hashes only', () => {
    const limits = registrationLimits('203.0.113.7', 'Asha@Acme.IN', settings);
    expect(limits.map((limit) => [limit.limit, limit.windowMs])).toEqual([
      [5, 3_600_000],
      [10, 86_400_000],
      [CONFIRMATION_MAILS_PER_ADDRESS_PER_DAY, 86_400_000],
    ]);
    const keys = limits.map((limit) => limit.key).join(' ');
    expect(keys).not.toContain('203.0.113.7');
    expect(keys).not.toMatch(/acme|asha/i);
    expect(limits[1]?.message).toContain('acme.in');
  });

  it('gives the same keys whatever the case of the address', () => {
    expect(registrationLimits('1.2.3.4', 'a@acme.in', settings)).toEqual(registrationLimits('1.2.3.4', 'A@ACME.IN', settings));
  });

  it('gives a webmail domain its own larger limit', () => {
    expect(registrationLimits('1.2.3.4', 'someone@gmail.com', settings)[1]?.limit).toBe(300);
  });
});

describe('emailDomainOf', () => {
  it('takes what follows the last @, in lower case', () => {
    expect(emailDomainOf('"odd@name"@Builders.Co.IN')).toBe('builders.co.in');
  });
});

describe('briefClientLimit', () => {
  it('counts briefs per client per day', () => {
    expect(briefClientLimit('1.2.3.4', 10)).toMatchObject({ limit: 10, windowMs: 86_400_000 });
    expect(briefClientLimit('1.2.3.4', 10).key).not.toEqual(briefClientLimit('1.2.3.5', 10).key);
  });
});
