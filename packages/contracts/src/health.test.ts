import { describe, expect, it } from 'vitest';
import { gatewayHealthSchema, serviceNames } from './health.js';

describe('health contracts', () => {
  it('names the five services behind the gateway', () => {
    expect(serviceNames).toEqual(['catalog', 'content', 'travel', 'quotes', 'notify']);
  });

  it('accepts a degraded report and refuses an unknown state', () => {
    const report = {
      success: false,
      status: 'degraded',
      services: { quotes: { status: 'unavailable', error: 'is unavailable' }, catalog: { status: 'ready', checks: { mongo: { status: 'up' } } } },
    };
    expect(gatewayHealthSchema.parse(report)).toEqual(report);
    expect(gatewayHealthSchema.safeParse({ ...report, services: { quotes: { status: 'sleepy' } } }).success).toBe(false);
  });
});
