import { formNotificationRequestSchema } from '@stallplan/contracts';
import { describe, expect, it } from 'vitest';
import { planKeyOf } from './plan-key.js';

const parse = (input: unknown) => formNotificationRequestSchema.parse(input);

describe('planKeyOf', () => {
  it('uses the plan id when there is one', () => {
    expect(planKeyOf(parse({ formData: {}, planId: 'plan-12345678' }))).toBe('id:plan-12345678');
  });

  it('gives the same key for the same content, whatever the key order, spacing or browser costs', () => {
    const a = planKeyOf(parse({ formData: { companyName: 'Acme', boothSize: '18' }, costs: { total: 5 } }));
    const b = planKeyOf(parse({ costs: { total: 9 }, formData: { boothSize: 18, companyName: ' Acme ' } }));
    expect(a).toBe(b);
    expect(a).toMatch(/^hash:[0-9a-f]{64}$/);
  });

  it('gives a different key for different content', () => {
    expect(planKeyOf(parse({ formData: { companyName: 'Acme' } }))).not.toBe(planKeyOf(parse({ formData: { companyName: 'Acme', teamSize: 3 } })));
  });
});
